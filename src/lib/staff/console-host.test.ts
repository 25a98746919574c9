import { describe, expect, it } from "vitest";
import { isConsoleHost } from "./console-host";

describe("issue 31 §1: the console answers on its own host only", () => {
  it("matches the console host with or without a port, in any case", () => {
    expect(isConsoleHost("console.localhost:3000", "console.localhost")).toBe(true);
    expect(isConsoleHost("Console.LocalHost", "console.localhost")).toBe(true);
    expect(isConsoleHost("console.example.com.", "console.example.com")).toBe(true);
  });

  it("a dealer's host, a look-alike or no host is not the console", () => {
    expect(isConsoleHost("harbour-toyota.localhost:3000", "console.localhost")).toBe(false);
    expect(isConsoleHost("console.localhost.evil.example", "console.localhost")).toBe(false);
    expect(isConsoleHost("evil-console.localhost", "console.localhost")).toBe(false);
    expect(isConsoleHost(null, "console.localhost")).toBe(false);
  });
});
