/**
 * How long a one-time staff link lasts (issue 31 §2): an invitation (or the CLI's first sign-in link)
 * to set a password, 24 hours; a password reset, one hour. The server makes links with these, and the
 * e-mail and the command line say them.
 */
export const LINK_HOURS = { invite: 24, reset: 1 } as const;
export type LinkKind = keyof typeof LINK_HOURS;

/** "24 hours", "1 hour". */
export function linkLifetime(kind: LinkKind): string {
  const hours = LINK_HOURS[kind];
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}
