import { describe, expect, it } from "vitest";
import { cpuByKind, processKind } from "./cpu-kinds";

describe("bench:cpu-by-kind tells the kinds of work apart (decision 0058, sixth session)", () => {
  it("names Chromium's processes by type, the app server's two, the runners and the command", () => {
    expect(
      processKind("/usr/lib/chromium/chromium-headless-shell --no-sandbox --remote-debugging-pipe"),
    ).toBe("chromium browser");
    expect(processKind("/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=en-US")).toBe(
      "chromium renderer",
    );
    expect(processKind("/usr/lib/chromium/chromium --type=gpu-process --use-gl=angle")).toBe(
      "chromium gpu-process",
    );
    expect(processKind("next-server (v16.4.6)")).toBe("next server");
    expect(processKind("/usr/bin/node scripts/start.mjs")).toBe("front door (start.mjs)");
    expect(
      processKind("/usr/bin/node node_modules/.bin/tsx --conditions=react-server cli/main.ts import x.json"),
    ).toBe("forecourt command");
    expect(processKind("/usr/bin/node /work/main/node_modules/.bin/playwright test")).toBe("playwright");
    expect(processKind("/usr/bin/node /work/main/node_modules/vitest/dist/workers/forks.js")).toBe("vitest");
    expect(processKind("postgres: postgres forecourt_test 127.0.0.1(5432) idle")).toBe("postgres");
    expect(processKind("/usr/bin/node node_modules/typescript/bin/tsc --noEmit")).toBe("typecheck");
    expect(processKind("sh -c ls")).toBe("other");
  });

  it("counts each process once, from its last sample, the largest kind first", () => {
    const samples = [
      { key: "1", kind: "chromium renderer", cpuSeconds: 1 },
      { key: "1", kind: "chromium renderer", cpuSeconds: 3 },
      { key: "2", kind: "chromium renderer", cpuSeconds: 2 },
      { key: "3", kind: "next server", cpuSeconds: 10 },
    ];
    expect([...cpuByKind(samples)]).toEqual([
      ["next server", 10],
      ["chromium renderer", 5],
    ]);
  });
});
