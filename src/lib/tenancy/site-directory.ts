/**
 * Who may see the list of every site on the platform (the platform index and the unknown-host 404)
 * (issue 16 §7: "list every tenant and its hosts only in local development, or behind a setting").
 * `local`, the default, shows it to a browser on the server's own machine (a developer, the demo)
 * and to nobody else; `on` shows it to everyone (a staging server), `off` to nobody.
 */
export const SITE_DIRECTORY_SETTINGS = ["local", "on", "off"] as const;
export type SiteDirectorySetting = (typeof SITE_DIRECTORY_SETTINGS)[number];

export function maySeeSiteDirectory(setting: SiteDirectorySetting, clientAddress: string): boolean {
  if (setting !== "local") return setting === "on";
  return isLoopbackAddress(clientAddress);
}

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback (::ffff:127.x.y.z), as Node reports a socket's peer. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.trim().toLowerCase();
  const ipv4 = bare.startsWith("::ffff:") ? bare.slice(7) : bare;
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}
