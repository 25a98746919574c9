/*
 * Benchmark support: how long work holds a process's event loop at a time (issue 15 §4, issue 35 §2).
 */

/**
 * Runs `work` while a 1 ms timer records the longest stretch between its ticks: how long the event
 * loop was held at a time (a request arriving then would have waited as long), in wall time and in
 * this process's CPU time.
 */
export async function pauses<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxMs: number; p99Ms: number; maxCpuMs: number; ms: number }> {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1_000;
  };
  const gaps: number[] = [];
  let maxCpuMs = 0;
  let last = performance.now();
  let lastCpu = cpu();
  const timer = setInterval(() => {
    const now = performance.now();
    const nowCpu = cpu();
    gaps.push(now - last);
    maxCpuMs = Math.max(maxCpuMs, nowCpu - lastCpu);
    last = now;
    lastCpu = nowCpu;
  }, 1);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  // One more tick, so a stretch that ends with the work is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(timer);
  gaps.sort((a, b) => a - b);
  return { result, maxMs: gaps.at(-1) ?? 0, p99Ms: gaps[Math.floor(gaps.length * 0.99)] ?? 0, maxCpuMs, ms };
}
