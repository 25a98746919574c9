/**
 * The platform-scale bench's projection (issue 35 §3): a straight line through figures measured at
 * two or more scales (least squares over cars held), and its value at a larger scale, with how far
 * each measured point lies from the line, so a reader sees whether a line fits at all.
 */
export type Point = { cars: number; value: number };
export type Fit = {
  /** The value at no cars (the server's own share). */
  intercept: number;
  /** The value each car adds. */
  slope: number;
  /** The share of the points' variance the line explains (1 when it passes through every point). */
  r2: number;
  /** Each measured point's value less the line's, at its cars. */
  residuals: number[];
};

/** The least-squares line through the points; needs two at distinct scales. */
export function linearFit(points: readonly Point[]): Fit {
  const n = points.length;
  const scales = new Set(points.map((p) => p.cars));
  if (scales.size < 2) throw new RangeError("a line needs points at two or more scales");
  const meanX = points.reduce((sum, p) => sum + p.cars, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.value, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.cars - meanX) ** 2;
    sxy += (p.cars - meanX) * (p.value - meanY);
    syy += (p.value - meanY) ** 2;
  }
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residuals = points.map((p) => p.value - (intercept + slope * p.cars));
  const sse = residuals.reduce((sum, r) => sum + r * r, 0);
  return { intercept, slope, r2: syy === 0 ? 1 : 1 - sse / syy, residuals };
}

/** The line's value at `cars`. */
export function project(fit: Fit, cars: number): number {
  return fit.intercept + fit.slope * cars;
}
