import { describe, expect, it } from "vitest";
import { linearFit, project } from "./platform-fit";

describe("the platform-scale projection (issue 35 §3): a line through the measured scales", () => {
  it("through points on a line, finds the line, explains all of it and projects along it", () => {
    // 300 MB for the server, 2 KB a car.
    const points = [30_000, 90_000, 300_000].map((cars) => ({ cars, value: 300e6 + 2_000 * cars }));
    const fit = linearFit(points);
    expect(fit.slope).toBeCloseTo(2_000, 6);
    expect(fit.intercept).toBeCloseTo(300e6, 0);
    expect(fit.r2).toBeCloseTo(1, 9);
    expect(fit.residuals.every((r) => Math.abs(r) < 1e-3)).toBe(true);
    expect(project(fit, 1_000_000)).toBeCloseTo(2_300e6, 0);
  });

  it("through scattered points, says how much of them the line leaves unexplained", () => {
    const fit = linearFit([
      { cars: 10, value: 1 },
      { cars: 20, value: 5 },
      { cars: 30, value: 3 },
    ]);
    expect(fit.slope).toBeCloseTo(0.1, 9);
    expect(fit.r2).toBeCloseTo(0.25, 9);
    expect(fit.residuals.map((r) => Number(r.toFixed(6)))).toEqual([-1, 2, -1]);
  });

  it("refuses to draw a line through one scale", () => {
    expect(() => linearFit([{ cars: 5, value: 1 }])).toThrow(/two or more scales/);
    expect(() =>
      linearFit([
        { cars: 5, value: 1 },
        { cars: 5, value: 2 },
      ]),
    ).toThrow(/two or more scales/);
  });
});
