import { afterEach, describe, expect, it } from "vitest";
import { captureLogs } from "../../../test/log-capture";
import { type RequestErrorReport, reportRequestError, setErrorReporter } from "./error-reporting";
import { metrics } from "./metrics";
import { runInRequest } from "./request-context";

/**
 * Issue 36 item 3 (decision 0068): an error Next catches while serving a request (onRequestError) is
 * counted, written as one log line with the request's id and the error's digest (the reference the
 * shopper's error page shows), and handed to an error reporter when one is set; without personal data.
 */
const failure = Object.assign(new Error("insert failed for jo@example.com, 0412 345 678"), {
  digest: "2207495811",
});
const request = {
  path: "/cars/k1?email=jo%40example.com",
  method: "GET",
  headers: { "x-request-id": "req-error-0001", host: "harbour.localhost" },
};
const context = {
  routerKind: "App Router",
  routePath: "/s/[site]/cars/[slug]",
  routeType: "render",
  renderSource: "server-rendering",
};

let undo: (() => void) | undefined;
afterEach(() => undo?.());

describe("onRequestError's report", () => {
  it("is one error line with the request id, what ran, the digest, and no personal data", async () => {
    const captured = captureLogs();
    try {
      await runInRequest({ requestId: "req-error-0001", route: "page", site: "harbour" }, () =>
        reportRequestError(failure, request, context),
      );
      expect(captured.lines).toHaveLength(1);
      expect(captured.lines[0]).toMatchObject({
        level: "error",
        component: "errors",
        requestId: "req-error-0001",
        site: "harbour",
        method: "GET",
        path: "/cars/k1",
        routeType: "render",
        routePath: "/s/[site]/cars/[slug]",
        error: { type: "Error", message: "insert failed for [email], [number]", digest: "2207495811" },
      });
      expect(captured.text()).not.toMatch(/jo@example|jo%40example|0412/);
    } finally {
      captured.restore();
    }
  });

  it("is counted in the metrics by what was running", async () => {
    const captured = captureLogs();
    try {
      await reportRequestError(failure, request, { ...context, routeType: "route" });
      const text = await metrics().registry.metrics();
      expect(text).toMatch(/forecourt_request_errors_total\{route_type="route"\} 1/);
    } finally {
      captured.restore();
    }
  });

  it("goes to an error reporter when one is set, and a reporter that fails is logged, not thrown", async () => {
    const reports: RequestErrorReport[] = [];
    undo = setErrorReporter({ name: "tracker", report: (report) => void reports.push(report) });
    const captured = captureLogs();
    try {
      await reportRequestError(failure, request, context);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ requestId: "req-error-0001", error: { digest: "2207495811" } });
      expect(JSON.stringify(reports[0])).not.toContain("jo@example.com");
      undo();
      undo = setErrorReporter({
        name: "broken",
        report: () => {
          throw new Error("tracker down");
        },
      });
      await expect(reportRequestError(failure, request, context)).resolves.toBeUndefined();
      expect(captured.lines.at(-1)).toMatchObject({
        level: "warn",
        msg: 'the error reporter "broken" failed',
      });
    } finally {
      captured.restore();
    }
  });
});
