import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * An integration test file whose result cannot depend on DATABASE_URL (it opens PGlite itself, or no
 * database at all) says so on its first line with this mark. The PostgreSQL run (`DATABASE_URL` set,
 * CI's third lane) leaves such files out: it would repeat the PGlite run exactly (decision 0058).
 * test/backend-independent.test.ts holds the mark honest.
 */
export const BACKEND_INDEPENDENT_MARK = "// backend-independent:";

/** Every integration test file under `dirs` (relative to `root`), as a path relative to `root`. */
export function integrationTestFiles(root: string, dirs: readonly string[] = ["src", "cli"]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".int.test.ts")) files.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

/** The marked files under `root`. */
export function backendIndependentFiles(root: string): string[] {
  return integrationTestFiles(root).filter((file) =>
    readFileSync(path.join(root, file), "utf8").startsWith(BACKEND_INDEPENDENT_MARK),
  );
}
