import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FRONT_LIMIT_DEFAULTS, FRONT_LIMIT_VARIABLES } from "../scripts/front-limits.mjs";
import { ENV_VARIABLES, parseEnv } from "./env";

/**
 * Issue 36 item 4 (decision 0064): the deployment files say what the code does. `.env.example` lists
 * every variable the code (src/, scripts/, cli/) or compose.yaml reads, each with the code's default;
 * the Dockerfile's image runs as a user other than root, on a Node LTS line still maintained, with a
 * health check; compose.yaml's balancer balances the two app servers it defines. The linters
 * (`npm run lint`: scripts/lint-deploy.mjs) hold the files' syntax and practice.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Variables the code reads that an operator does not set: what sets them, and why they are not listed. */
const SET_FOR_THE_APP: Record<string, string> = {
  NODE_ENV: "Next sets it (production under next start and the standalone server)",
  NEXT_RUNTIME: "Next sets it in each runtime it loads the instrumentation in",
  FORECOURT_INTERNAL_TOKEN: "npm start makes one per start, for its front door alone",
  FORECOURT_FRONT_PORT: "npm start tells Next where its front door listens",
  FORECOURT_TEST_SERIAL: "npm test's own switch (scripts/test-all.mjs)",
  FORECOURT_TEST_DATABASE_URL: "npm test's PostgreSQL lane, set by .ci/run",
  FORECOURT_STANDALONE: "the Dockerfile's build stage sets it: the build lays out Next's standalone server",
  FORECOURT_TYPES_CHECKED: "npm test's build step sets it: the typecheck step has just checked the types",
  CI: "CI services set it: the build skips writing the cache a fresh clone never reads",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every variable name the code reads: the env schema's, `process.env.X`, and `env.X` in the scripts. */
function variablesTheCodeReads(): Set<string> {
  const names = new Set<string>([...ENV_VARIABLES, ...Object.values(FRONT_LIMIT_VARIABLES)]);
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\]/g,
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  ];
  for (const file of [...["src", "scripts", "cli"].flatMap(sourceFiles), path.join(ROOT, "next.config.ts")]) {
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1] ?? "");
  }
  // Compose interpolates ${NAME}, ${NAME:-default} and ${NAME:?message} from .env.
  for (const match of read("compose.yaml").matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) names.add(match[1] ?? "");
  return names;
}

/** `# NAME=value` and `NAME=value` lines of .env.example, the value as dotenv reads it. */
function listed(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of read(".env.example").split("\n")) {
    const match = /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) entries.set(match[1] ?? "", (match[2] ?? "").replace(/^'(.*)'$/, "$1"));
  }
  return entries;
}

describe(".env.example (issue 36 item 4)", () => {
  const reads = variablesTheCodeReads();
  const example = listed();

  it("finds the variables the code reads (the scan sees each kind of read)", () => {
    for (const name of ["DATABASE_URL", "TRUSTED_PROXIES", "FRONT_BODY_TIMEOUT_MS", "POSTGRES_PASSWORD"]) {
      expect(reads).toContain(name);
    }
  });

  it("lists every variable the code and compose.yaml read, but those npm start and Next set", () => {
    const missing = [...reads].filter((name) => !example.has(name) && !(name in SET_FOR_THE_APP));
    expect(missing).toEqual([]);
  });

  it("lists none the code does not read, and exempts only variables the code reads", () => {
    expect([...example.keys()].filter((name) => !reads.has(name))).toEqual([]);
    expect(Object.keys(SET_FOR_THE_APP).filter((name) => !reads.has(name))).toEqual([]);
  });

  it("gives each setting the code's own default (empty where the code has none)", () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const wrong = ENV_VARIABLES.filter((name) => name in SET_FOR_THE_APP === false)
      .map((name) => ({ name, listed: example.get(name), code: String(defaults[name] ?? "") }))
      .filter(({ listed, code }) => listed !== code);
    expect(wrong).toEqual([]);
    for (const [key, name] of Object.entries(FRONT_LIMIT_VARIABLES)) {
      expect(example.get(name), name).toBe(
        String(FRONT_LIMIT_DEFAULTS[key as keyof typeof FRONT_LIMIT_DEFAULTS]),
      );
    }
  });

  it("sets nothing: every line is commented, so a copy changes no default until edited", () => {
    expect(
      read(".env.example")
        .split("\n")
        .filter((line) => /^[A-Z]/.test(line)),
    ).toEqual([]);
  });
});

/** Node LTS lines and the end of their maintenance (nodejs.org's release schedule). */
const NODE_LTS_END: Record<string, string> = {
  "22": "2027-04-30",
  "24": "2028-04-30",
  "26": "2029-04-30",
};

describe("the Dockerfile's image (issue 36 item 4)", () => {
  const dockerfile = read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? "";

  it("is built in stages, and runs Next's standalone server behind the front door", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime).toMatch(/^COPY --from=build .*\/app\/\.next\/standalone \.\/$/m);
    expect(runtime).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
  });

  it("runs on a Node LTS line still maintained today", () => {
    const version = /^ARG NODE_VERSION=(\d+)$/m.exec(dockerfile)?.[1] ?? "";
    // Every stage on the same `node:<NODE_VERSION>-…` image.
    expect(stages.every((stage) => /^node:\$\{NODE_VERSION\}-/.test(stage))).toBe(true);
    expect(Object.keys(NODE_LTS_END)).toContain(version);
    expect(new Date().toISOString().slice(0, 10) < (NODE_LTS_END[version] ?? "")).toBe(true);
  });

  it("runs as node, not root, and tells its health", () => {
    const users = [...runtime.matchAll(/^USER (\S+)$/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBe("node");
    expect(runtime).toMatch(/^HEALTHCHECK .+\n\s+CMD \[.+\/api\/health/m);
  });
});

describe("compose.yaml and its front (issue 36 item 4; issue 35 §4, decision 0076)", () => {
  const compose = read("compose.yaml");
  const vcl = read("deploy/varnish/default.vcl");

  it("balances over the two app servers compose.yaml defines, on PostgreSQL", () => {
    const backends = [...vcl.matchAll(/^\s+\.host = "([a-z0-9-]+)";\n\s+\.port = "3000";$/gm)].map(
      (match) => match[1],
    );
    expect(backends).toEqual(["app-a", "app-b"]);
    for (const service of backends) expect(compose).toMatch(new RegExp(`^  ${service}:$`, "m"));
    expect(vcl).toMatch(/forecourt\.add_backend\(app_a\);\s+forecourt\.add_backend\(app_b\);/);
    expect(compose).toMatch(/^ {4}DATABASE_URL: postgres:\/\/forecourt:.+@db:5432\/forecourt$/m);
  });

  it("its front is Varnish with the tested rules, taking purges from those two servers alone, which send them there", () => {
    expect(compose).toMatch(/^ {2}front:\n {4}build: deploy\/varnish$/m);
    expect(read("deploy/varnish/Dockerfile")).toMatch(/^COPY default\.vcl forecourt\.vcl \/etc\/varnish\/$/m);
    expect(vcl).toMatch(/^include "\.\/forecourt\.vcl";$/m);
    const purgers = /acl forecourt_purgers \{([^}]*)\}/.exec(vcl)?.[1] ?? "";
    expect([...purgers.matchAll(/"([^"]+)";/g)].map((match) => match[1])).toEqual(["app-a", "app-b"]);
    expect(compose).toMatch(/^ {4}CDN_PROVIDER: varnish$/m);
    expect(compose).toMatch(/^ {4}VARNISH_BAN_URL: http:\/\/front$/m);
  });
});
