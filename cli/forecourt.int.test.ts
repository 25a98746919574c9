// backend-independent: the CLI on embedded PGlite data directories, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockPathFor } from "@/server/db/data-dir-lock";
import { removeTempDirs, run, tempDir } from "./cli-test-setup";

afterAll(removeTempDirs);

const bundle = {
  site: { slug: "cli-site", name: "CLI Motors", domains: ["climotors.com.au"], dealerships: ["cli-dealer"] },
  dealerships: [{ slug: "cli-dealer", name: "CLI Dealer" }],
  cars: [
    {
      dealership_slug: "cli-dealer",
      stocknum: "C1",
      make: "Kia",
      model: "Sportage",
      year: 2023,
      car_type: "used",
      price: 32990,
    },
    {
      dealership_slug: "cli-dealer",
      stocknum: "C2",
      make: "Kia",
      model: "Seltos",
      year: 2023,
      car_type: "truck",
      price: -1,
    },
    {
      dealership_slug: "cli-dealer",
      stocknum: "C1",
      make: "Kia",
      model: "Cerato",
      year: 2022,
      car_type: "used",
    },
  ],
};

describe("forecourt CLI (issue 2 §6)", () => {
  const dataDir = tempDir();
  const file = path.join(dataDir, "..", `${path.basename(dataDir)}-bundle.json`);
  writeFileSync(file, JSON.stringify(bundle));

  it("import: imports the good records, names each bad one, exits 1", async () => {
    const result = await run(["import", file, "--data-dir", dataDir]);
    expect(result.code).toBe(1);
    // The refused car counts as failed; the repeated stocknum keeps the later row, with a warning.
    expect(result.out).toContain("cars         1 new, 0 updated, 1 failed");
    expect(result.err).toContain("cars[1] (stocknum C2) car_type: must be one of new, demo, used");
    expect(result.err).toContain("1 warning(s), imported anyway:");
    expect(result.err).toMatch(/cars\[0\] \(stocknum C1\) stocknum: repeated by cars\[2\]/);
  });

  it("sites: lists the imported site with its hosts", async () => {
    const result = await run(["sites", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /cli-site\s+CLI Motors\s+template=default\s+cli-site\.localhost, climotors\.com\.au/,
    );
  });

  it("refuses a data directory another live process holds, naming it, and touches nothing", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(
        lockPathFor(dataDir),
        JSON.stringify({ pid: holder.pid, role: "server", startedAt: "2026-11-22T00:00:00.000Z" }),
      );
      const result = await run(["import", file, "--data-dir", dataDir]);
      expect(result.code).toBe(2);
      expect(result.err).toContain(`in use by a Forecourt server (pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: 2 ** 22 + 12345, role: "server", startedAt: "x" }),
    );
    const result = await run(["sites", "--data-dir", dataDir]);
    expect(result.code).toBe(0);
  });

  it("reports an unreadable bundle file and an unknown command with exit 2", async () => {
    expect((await run(["import", path.join(dataDir, "missing.json"), "--data-dir", dataDir])).code).toBe(2);
    const unknown = await run(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "frobnicate"');
  });

  it("seed-demo --cars rejects a bad count without opening the database", async () => {
    const result = await run(["seed-demo", "--cars=-5", "--data-dir", dataDir]);
    expect(result.code).toBe(2);
    expect(result.err).toContain("--cars must be a whole number");
  });
});
