import { describe, expect, it } from "vitest";
import { captureLogs } from "../../../test/log-capture";
import { logger } from "./log";
import { runInRequest } from "./request-context";

/**
 * Issue 36 item 3 (decision 0068): the server's logs are JSON lines with a level, a time, the part of
 * the server that wrote them and, inside a request, its id, site and route kind; what is named like
 * personal data or a secret is redacted, and an error's text is scrubbed of contact details.
 */
const log = logger("test-part");

describe("the server's log lines", () => {
  it("are one JSON object a line: level, ISO time, pid, component, message and the caller's fields", () => {
    const captured = captureLogs();
    try {
      log.info("index of harbour ready in 120 ms", { site: "harbour", ms: 120 });
      expect(captured.text().split("\n").filter(Boolean)).toHaveLength(1);
      expect(captured.lines[0]).toMatchObject({
        level: "info",
        pid: process.pid,
        component: "test-part",
        msg: "index of harbour ready in 120 ms",
        site: "harbour",
        ms: 120,
      });
      expect(String(captured.lines[0]!.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(captured.lines[0]).not.toHaveProperty("requestId");
    } finally {
      captured.restore();
    }
  });

  it("name the request they are written for, and each request its own", async () => {
    const captured = captureLogs();
    try {
      await Promise.all(
        ["req-aaaa-0001", "req-bbbb-0002"].map((requestId) =>
          runInRequest({ requestId, route: "page", site: "harbour" }, async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            log.warn(`work for ${requestId}`);
          }),
        ),
      );
      expect(captured.lines.map((l) => [l.msg, l.requestId, l.site, l.route])).toEqual([
        ["work for req-aaaa-0001", "req-aaaa-0001", "harbour", "page"],
        ["work for req-bbbb-0002", "req-bbbb-0002", "harbour", "page"],
      ]);
    } finally {
      captured.restore();
    }
  });

  it("redact fields named like personal data or secrets, at the top and one level down", () => {
    const captured = captureLogs();
    try {
      log.info("made", {
        email: "jo@example.com",
        phone: "0412 345 678",
        customer: { email: "x@y.example" },
        token: "t",
      });
      expect(captured.lines[0]).toMatchObject({
        email: "[redacted]",
        phone: "[redacted]",
        customer: { email: "[redacted]" },
        token: "[redacted]",
      });
      expect(captured.text()).not.toMatch(/jo@example|0412|x@y/);
    } finally {
      captured.restore();
    }
  });

  it("show an error's type, code, message and stack, scrubbed, and none of its other properties", () => {
    const captured = captureLogs();
    try {
      const error = Object.assign(new Error("duplicate key: Key (email)=(jo@example.com) from 203.0.113.9"), {
        code: "23505",
        detail: "Key (email)=(jo@example.com) already exists.",
      });
      log.error("saving failed", { err: error });
      const err = captured.lines[0]!.err as Record<string, unknown>;
      expect(err).toMatchObject({
        type: "Error",
        code: "23505",
        message: "duplicate key: Key (email)=([email]) from [ip]",
      });
      expect(err).not.toHaveProperty("detail");
      expect(captured.text()).not.toContain("jo@example.com");
    } finally {
      captured.restore();
    }
  });
});
