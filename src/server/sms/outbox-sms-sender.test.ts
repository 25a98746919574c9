import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outboxSmsSender, readOutbox } from "./outbox-sms-sender";

/** Issue 21 §1: "the local default writes the message to a dev outbox (DATA_DIR/sms)". */
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sms-outbox-"));
  dirs.push(dir);
  return path.join(dir, "sms");
};
/** A clock one second further on at each call, from 01:00:00 UTC. */
function tick(): () => Date {
  let t = Date.parse("2026-11-24T01:00:00.000Z");
  return () => {
    t += 1000;
    return new Date(t);
  };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the dev outbox", () => {
  it("writes one JSON file per message, named by time, with no temporary file left behind", async () => {
    const dir = fresh();
    const sender = outboxSmsSender(dir, tick());
    const first = await sender.send({
      to: "+61412345678",
      body: "111111 is your code",
      site: "a",
      purpose: "sign-in-code",
    });
    await sender.send({
      to: "+61412345679",
      body: "222222 is your code",
      site: "b",
      purpose: "sign-in-code",
    });
    expect(first).toMatchObject({ ok: true, provider: "outbox" });
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{8}T\d{9}Z-[\w-]+\.json$/.test(f))).toBe(true);
    const record = JSON.parse(readFileSync(path.join(dir, files.sort()[0]!), "utf8"));
    expect(record).toMatchObject({
      to: "+61412345678",
      body: "111111 is your code",
      site: "a",
      sentAt: "2026-11-24T01:00:01.000Z",
    });
  });

  it("lists a site's own messages, newest first", async () => {
    const dir = fresh();
    const sender = outboxSmsSender(dir, tick());
    for (const [site, body] of [
      ["a", "one"],
      ["b", "two"],
      ["a", "three"],
    ] as const) {
      await sender.send({ to: "+61412345678", body, site, purpose: "sign-in-code" });
    }
    expect((await readOutbox(dir, "a")).map((m) => m.body)).toEqual(["three", "one"]);
    expect((await readOutbox(dir, "b")).map((m) => m.body)).toEqual(["two"]);
    expect(await readOutbox(path.join(dir, "missing"), "a")).toEqual([]);
  });

  it("a directory it cannot write is a failed send, not a throw", async () => {
    // A file where the directory should be.
    const file = path.join(path.dirname(fresh()), "not-a-directory");
    writeFileSync(file, "");
    const outcome = await outboxSmsSender(path.join(file, "sms")).send({
      to: "+61412345678",
      body: "x",
      site: "a",
      purpose: "sign-in-code",
    });
    expect(outcome).toMatchObject({ ok: false, retryable: true });
  });
});
