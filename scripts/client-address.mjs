// Who the client is (issue 16 §5, decision 0018): the socket's peer, or, when the peer is a proxy named
// in TRUSTED_PROXIES, the right-most X-Forwarded-For hop that is not itself a trusted proxy. Moved out of
// front-cache.mjs unchanged (issue 29).
import net from "node:net";

/** Named address ranges TRUSTED_PROXIES accepts (the names proxy-addr uses, plus `private`). */
const NAMED_RANGES = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * An address as one form: IPv4-mapped IPv6 (`::ffff:203.0.113.9`, what a dual-stack socket reports)
 * becomes the IPv4 address; IPv6 zone ids are dropped. Null when it is not an IP address.
 * @param {string | undefined} address
 * @returns {string | null}
 */
export function normaliseAddress(address) {
  if (!address) return null;
  let value = address.trim();
  // A bracketed IPv6 literal, as some proxies write it.
  if (value.startsWith("[") && value.endsWith("]")) value = value.slice(1, -1);
  value = value.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return net.isIP(value) ? value.toLowerCase() : null;
}

/**
 * TRUSTED_PROXIES as a test of an address: comma- or space-separated IP addresses, CIDR ranges
 * (`10.0.0.0/8`, `2001:db8::/32`) and the names `loopback`, `linklocal`, `uniquelocal` and `private`
 * (RFC 1918 and unique-local IPv6). Empty trusts no one. Anything else throws: a typo must stop the
 * start, not quietly trust nobody (or everybody).
 * @param {string | undefined} spec
 * @returns {(address: string) => boolean}
 */
export function compileTrustedProxies(spec) {
  const list = new net.BlockList();
  let any = false;
  const add = (/** @type {string} */ entry, /** @type {string} */ original) => {
    const [ip, prefixText, extra] = entry.split("/");
    const address = normaliseAddress(ip);
    const family = address ? (net.isIPv6(address) ? "ipv6" : "ipv4") : null;
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === "ipv6" ? 128 : 32;
    if (
      !address ||
      !family ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? "") || prefix > maxPrefix))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: ${JSON.stringify(original)} is not an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(", ")}`,
      );
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
    any = true;
  };
  for (const token of (spec ?? "").split(/[\s,]+/).filter(Boolean)) {
    const named = NAMED_RANGES[/** @type {keyof typeof NAMED_RANGES} */ (token.toLowerCase())];
    if (named) for (const range of named) add(range, token);
    else add(token, token);
  }
  if (!any) return () => false;
  return (address) => {
    const value = normaliseAddress(address);
    return value !== null && list.check(value, net.isIPv6(value) ? "ipv6" : "ipv4");
  };
}

/**
 * Who the client is and how it reached us. The peer is the socket's address. Only when the peer is a
 * trusted proxy are its X-Forwarded-For and X-Forwarded-Proto believed: the client is then the
 * right-most X-Forwarded-For hop that is not itself a trusted proxy (each trusted proxy vouches for
 * the hop to its left; the first untrusted one could have written anything further left), and the
 * protocol is the left-most X-Forwarded-Proto, written by the proxy the browser reached (proxy-addr
 * and Express semantics). A hop that is not an IP address ends the walk at the proxy that sent it.
 * @param {string | undefined} peer the socket's remote address
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {(address: string) => boolean} trusted
 * @returns {{ address: string; https: boolean; peerTrusted: boolean }}
 */
export function resolveClient(peer, headers, trusted) {
  const peerAddress = normaliseAddress(peer) ?? "unknown";
  const peerTrusted = peerAddress !== "unknown" && trusted(peerAddress);
  if (!peerTrusted) return { address: peerAddress, https: false, peerTrusted };
  const forwardedFor = [headers["x-forwarded-for"]].flat().filter(Boolean).join(",");
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peerAddress;
  for (const hop of hops) {
    const hopAddress = normaliseAddress(hop);
    if (hopAddress === null) break;
    address = hopAddress;
    if (!trusted(hopAddress)) break;
  }
  const proto = String([headers["x-forwarded-proto"]].flat()[0] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  return { address, https: proto === "https", peerTrusted };
}
