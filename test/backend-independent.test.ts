import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BACKEND_INDEPENDENT_MARK, backendIndependentFiles } from "./backend-independent";

const ROOT = path.resolve(import.meta.dirname, "..");

/** What would make a file's result depend on DATABASE_URL: the shared test database, or the variable. */
const DEPENDS = /openTestDatabase|createScratchDatabase|test-database|process\.env|kind: "postgres"/;

/** The relative imports of `file` (one level: the test helpers a file leans on). */
function localImports(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  return [...source.matchAll(/from "(\.{1,2}\/[^"]+|@\/[^"]+)"/g)].flatMap(([, spec = ""]) => {
    const base = spec.startsWith("@/")
      ? path.join("src", spec.slice(2))
      : path.join(path.dirname(file), spec);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  });
}

function read(file: string): string | undefined {
  try {
    return readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    return undefined;
  }
}

describe("decision 0058: an integration file CI's PostgreSQL run leaves out never reaches DATABASE_URL", () => {
  const marked = backendIndependentFiles(ROOT);

  it("finds the marked files (the CLI's, the mailer's and the webhook's among them)", () => {
    expect(marked).toEqual(
      expect.arrayContaining(["cli/staff.int.test.ts", "src/server/leads/delivery/mailer-spool.int.test.ts"]),
    );
  });

  it.each(marked)(
    "%s: neither it nor a helper it imports opens the shared test database or reads the environment",
    (file) => {
      const source = read(file) ?? "";
      expect(source.startsWith(BACKEND_INDEPENDENT_MARK)).toBe(true);
      // The file's own mentions of DATABASE_URL may only switch it off for the code it runs.
      const own = source.replaceAll("DATABASE_URL: undefined", "").split("\n").slice(2).join("\n");
      expect(own).not.toMatch(DEPENDS);
      for (const helper of localImports(file)) {
        const text = read(helper);
        if (
          text === undefined ||
          !/(^|\/)test\/|test-setup|test-receiver|test-server|mail-reader/.test(helper)
        )
          continue;
        expect(text, `${file} imports ${helper}`).not.toMatch(
          /openTestDatabase|createScratchDatabase|test-database/,
        );
      }
    },
  );
});
