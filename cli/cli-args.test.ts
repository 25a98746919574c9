import { describe, expect, it } from "vitest";
import { parseCliArgs } from "./cli-args";
import { runCli } from "./forecourt";

describe("--dealership repeats (issue 31 §2: `staff add … [--dealership D …]`)", () => {
  it("collects every --dealership in order, in either spelling", () => {
    const { values } = parseCliArgs(["staff", "add", "--dealership", "north", "--dealership=south"]);
    expect(values.dealership).toEqual(["north", "south"]);
    expect(parseCliArgs(["staff", "list"]).values.dealership).toBeUndefined();
  });

  it("import takes one: a second --dealership is a usage error before any file is read", async () => {
    const err: string[] = [];
    const code = await runCli(
      ["import", "missing.csv", "--dealership", "a", "--dealership", "b"],
      { out: () => undefined, err: (line) => err.push(line) },
      {},
    );
    expect(code).toBe(2);
    expect(err).toEqual(["import takes one --dealership: a CSV feed's cars belong to one dealership."]);
  });
});
