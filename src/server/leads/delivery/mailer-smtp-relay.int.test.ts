// backend-independent: no database at all.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { cleanups, mail, runCleanups, tempDir, track } from "./mailer-test-setup";
import { closedPort, smtpError } from "./smtp-test-server";

afterEach(runCleanups);

describe("mailer: SMTP (SMTP_URL set): an unreachable or refusing relay, and SMTP_URL itself", () => {
  it("issue 5: a relay that is down is retried, and the attempt gives up quickly", async () => {
    const port = await closedPort();
    const mailer = track(
      createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=500`, spoolDir: await tempDir() }),
    );

    const started = Date.now();
    const outcome = await mailer.send(mail());

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      reason: "could not connect to 127.0.0.1: connection refused",
    });
  });

  it("issue 5: a relay that accepts the connection but never answers times out and is retried", async () => {
    const silent = net.createServer(() => {}); // accepts, never sends a greeting
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          silent.close(() => resolve());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const mailer = track(
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=600&greetingTimeout=300`,
        spoolDir: await tempDir(),
      }),
    );

    const started = Date.now();
    const outcome = await mailer.send(mail());

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(outcome).toEqual({ ok: false, retryable: true, reason: "timed out talking to 127.0.0.1" });
  });

  it("issue 5: a refused SMTP login keeps the job (retryable), because fixing SMTP_URL should deliver it", async () => {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "leads" && auth.password === "right") return callback(null, { user: "leads" });
        callback(smtpError(535, "5.7.8 authentication credentials invalid"));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const wrong = track(
      createMailer({ smtpUrl: `smtp://leads:wrong@127.0.0.1:${port}`, spoolDir: await tempDir() }),
    );
    const right = track(
      createMailer({ smtpUrl: `smtp://leads:right@127.0.0.1:${port}`, spoolDir: await tempDir() }),
    );

    const refused = await wrong.send(mail());
    expect(refused).toMatchObject({ ok: false, retryable: true });
    expect(!refused.ok && refused.reason).toMatch(/^login refused: SMTP 535 from 127\.0\.0\.1/);
    expect(!refused.ok && refused.reason).not.toContain("wrong");
    expect(await right.send(mail())).toMatchObject({ ok: true, transport: "smtp" });
  });

  it("describe shows scheme, host and port but never the password or user name", () => {
    const smtp = createMailer({
      smtpUrl: "smtp://apikey:s3cr3t-pa55@mail.example.com:587",
      spoolDir: "/tmp/unused",
    });
    const smtps = createMailer({
      smtpUrl: "smtps://leads%40metro:hunter2@mail.example.com",
      spoolDir: "/tmp/unused",
    });
    cleanups.push(
      () => smtp.close(),
      () => smtps.close(),
    );

    expect(smtp.describe).toBe("smtp://mail.example.com:587");
    expect(smtps.describe).toBe("smtps://mail.example.com:465");
    for (const text of [smtp.describe, smtps.describe]) {
      expect(text).not.toMatch(/s3cr3t|hunter2|apikey|leads/);
    }
  });

  it("a malformed SMTP_URL fails at start-up without echoing its password", () => {
    expect(() =>
      createMailer({ smtpUrl: "mail.example.com:587 pass=s3cr3t", spoolDir: "/tmp/unused" }),
    ).toThrow(/SMTP_URL/);
    expect(() =>
      createMailer({ smtpUrl: "https://u:s3cr3t@mail.example.com", spoolDir: "/tmp/unused" }),
    ).toThrow(/^(?!.*s3cr3t).*smtp:\/\//);
  });
});
