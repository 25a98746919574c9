/**
 * How deep a feed may nest (issue 29 item 4). A bundle's deepest real record is a car's photo inside
 * its list inside the car inside `cars` (5 levels) or a config group a few levels down; 64 leaves room
 * for any feed a dealer writes. A 50,000-level object inside a car overflowed the stack of the
 * validators that walk records recursively, so a deeper feed is refused before any of them runs.
 */
export const MAX_FEED_DEPTH = 64;

/** The reason a feed nesting past MAX_FEED_DEPTH is refused. */
export function tooDeepMessage(where?: string): string {
  return `The feed nests objects or arrays more than ${MAX_FEED_DEPTH} levels deep${where ? ` (${where})` : ""}: no bundle needs that, so it is refused`;
}

/**
 * Whether a parsed value nests objects and arrays more than `max` levels deep (the value itself, if an
 * object or array, is level 1). Walks with its own stack, so it cannot overflow the call stack, and
 * stops at the first level too deep.
 */
export function nestsDeeperThan(value: unknown, max = MAX_FEED_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}
