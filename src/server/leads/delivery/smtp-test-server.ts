import "server-only";
import net, { type AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { cleanups } from "./mailer-test-setup";

/**
 * Test support: real SMTP servers on loopback for the mailer's SMTP tests, and a port nothing listens
 * on. Each server is closed by the test's `runCleanups`.
 */

export type Received = { from: string; to: string[]; raw: string; session: SMTPServerSession };

/** A real SMTP server on loopback; `answer` decides each DATA reply (undefined → 250 accepted). */
export async function smtpServer(
  answer: () => Error | undefined = () => undefined,
  rejectRecipient: (address: string) => Error | undefined = () => undefined,
) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(rejectRecipient(address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const error = answer();
        if (!error) {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            session,
          });
        }
        callback(error ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received, url: `smtp://127.0.0.1:${port}` };
}

export function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A port that was just free: a server listened on it and closed. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
