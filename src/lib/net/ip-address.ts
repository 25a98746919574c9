/**
 * Whether an IP address is somewhere a server-side request may go on a dealer's behalf: a globally
 * routable unicast address, never loopback, private, link-local (cloud metadata lives at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved or documentation space. Used to stop a
 * configured webhook URL from reaching into our own network (SSRF).
 *
 * Anything that is not a plain, canonical IPv4 dotted quad or IPv6 address is "not public": a guard
 * must fail closed, so odd spellings (octal, hex, shortened quads, zone ids) are refused rather than
 * interpreted. URL parsing canonicalises hosts before they get here, so real targets are unaffected.
 */
export function isPublicAddress(ip: string): boolean {
  const ipv4 = parseIpv4(ip);
  if (ipv4 !== null) return isPublicIpv4(ipv4);
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  const ipv6 = parseIpv6(bare);
  if (ipv6 !== null) return isPublicIpv6(ipv6);
  return false;
}

/** [network, prefix length] pairs of IPv4 space that is never a public destination. */
const NON_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, including cloud metadata endpoints
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including the broadcast address 255.255.255.255
];

const NON_PUBLIC_IPV4_RANGES = NON_PUBLIC_IPV4.map(([network, prefix]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { base: (parseIpv4(network)! & mask) >>> 0, mask };
});

function isPublicIpv4(value: number): boolean {
  return !NON_PUBLIC_IPV4_RANGES.some(({ base, mask }) => (value & mask) >>> 0 === base);
}

/** A dotted quad as an unsigned 32-bit number, or null. Leading zeros are refused (octal ambiguity). */
function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** An IPv6 address as eight 16-bit groups, or null. Zone ids ("fe80::1%eth0") are refused. */
function parseIpv6(text: string): number[] | null {
  if (text.length === 0 || text.includes("%")) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = compressed && halves[1] ? halves[1].split(":") : [];

  const parseGroups = (parts: string[], mayEndInIpv4: boolean): number[] | null => {
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (mayEndInIpv4 && index === parts.length - 1 && part.includes(".")) {
        const ipv4 = parseIpv4(part);
        if (ipv4 === null) return null;
        groups.push(ipv4 >>> 16, ipv4 & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(Number.parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };

  // An embedded dotted quad may only be the very last thing in the address.
  const headGroups = parseGroups(head, !compressed);
  const tailGroups = parseGroups(tail, true);
  if (headGroups === null || tailGroups === null) return null;
  const written = headGroups.length + tailGroups.length;
  if (compressed ? written > 7 : written !== 8) return null;
  const zeros = new Array<number>(8 - written).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

function isPublicIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedIpv4 = ((g6 << 16) >>> 0) + g7;
  const first64Zero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;

  // Forms that carry an IPv4 address in their last 32 bits are judged by that address. This covers
  // :: and ::1 too (as 0.0.0.0 and 0.0.0.1, both in 0.0.0.0/8).
  if (first64Zero && g4 === 0 && (g5 === 0 || g5 === 0xffff)) return isPublicIpv4(embeddedIpv4); // compatible, mapped
  if (first64Zero && g4 === 0xffff && g5 === 0) return isPublicIpv4(embeddedIpv4); // translated (RFC 2765)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIpv4(embeddedIpv4); // NAT64 well-known prefix: what DNS64 hands out on IPv6-only hosts
  }
  if (g0 === 0x2002) return isPublicIpv4(((g1 << 16) >>> 0) + g2); // 6to4

  // Only 2000::/3 is allocated as global unicast; everything else (::/8, 64:ff9b:1::/48, 100::/64,
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast) is not public.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo tunnels to an obfuscated IPv4 address
  if (g0 === 0x2001 && ((g1 & 0xfff0) === 0x0010 || (g1 & 0xfff0) === 0x0020)) return false; // ORCHID(v2)
  if (g0 === 0x3fff && (g1 & 0xf000) === 0) return false; // documentation (RFC 9637)
  return true;
}
