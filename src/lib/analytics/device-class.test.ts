import { describe, expect, it } from "vitest";
import { deviceClass } from "./device-class";

describe("device class from the viewport (issue 33 §1)", () => {
  it("a phone upright or sideways is a phone", () => {
    expect(deviceClass(393, 851)).toBe("phone");
    expect(deviceClass(851, 393)).toBe("phone");
    expect(deviceClass(320, 568)).toBe("phone");
  });

  it("a tablet upright is a tablet; a tablet sideways and a laptop are desktops", () => {
    expect(deviceClass(768, 1024)).toBe("tablet");
    expect(deviceClass(1024, 768)).toBe("desktop");
    expect(deviceClass(1280, 720)).toBe("desktop");
    expect(deviceClass(1920, 1080)).toBe("desktop");
  });

  it("a viewport the browser cannot measure counts as a desktop rather than failing", () => {
    expect(deviceClass(0, 0)).toBe("desktop");
    expect(deviceClass(Number.NaN, 700)).toBe("desktop");
  });
});
