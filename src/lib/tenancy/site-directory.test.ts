import { describe, expect, it } from "vitest";
import { isLoopbackAddress, maySeeSiteDirectory } from "./site-directory";

describe("issue 16 §7: the list of every site is shown only on the server's own machine, or by setting", () => {
  it("local (the default): a browser on this machine sees it, anyone else does not", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.1.2.3"]) {
      expect(maySeeSiteDirectory("local", address), address).toBe(true);
    }
    for (const address of ["203.0.113.9", "10.0.0.4", "::ffff:10.0.0.4", "unknown", "", "127.0.0.1.evil"]) {
      expect(maySeeSiteDirectory("local", address), address).toBe(false);
    }
  });

  it("on shows it to everyone, off to nobody", () => {
    expect(maySeeSiteDirectory("on", "203.0.113.9")).toBe(true);
    expect(maySeeSiteDirectory("off", "127.0.0.1")).toBe(false);
  });

  it("reads the loopback forms Node reports", () => {
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("2001:db8::1")).toBe(false);
  });
});
