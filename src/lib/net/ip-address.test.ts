import { isIP } from "node:net";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./ip-address";

// [address, expected, why]
const PUBLIC: ReadonlyArray<readonly [string, string]> = [
  ["1.1.1.1", "public resolver"],
  ["8.8.8.8", "public resolver"],
  ["93.184.216.34", "ordinary public host"],
  ["9.255.255.255", "just below 10/8"],
  ["11.0.0.0", "just above 10/8"],
  ["100.63.255.255", "just below 100.64/10"],
  ["100.128.0.0", "just above 100.64/10"],
  ["126.255.255.255", "just below 127/8"],
  ["128.0.0.1", "just above 127/8"],
  ["169.253.255.255", "just below 169.254/16"],
  ["169.255.0.1", "just above 169.254/16"],
  ["172.15.255.255", "just below 172.16/12"],
  ["172.32.0.0", "just above 172.16/12"],
  ["192.0.1.1", "between 192.0.0/24 and 192.0.2/24"],
  ["192.0.3.1", "just above 192.0.2/24"],
  ["192.167.255.255", "just below 192.168/16"],
  ["192.169.0.0", "just above 192.168/16"],
  ["198.17.255.255", "just below 198.18/15"],
  ["198.20.0.0", "just above 198.18/15"],
  ["198.51.99.255", "just below 198.51.100/24"],
  ["203.0.112.255", "just below 203.0.113/24"],
  ["203.0.114.0", "just above 203.0.113/24"],
  ["223.255.255.255", "just below multicast"],
  ["2606:4700:4700::1111", "public IPv6 resolver"],
  ["2001:4860:4860::8888", "public IPv6 resolver"],
  ["2606:4700:4700:0:0:0:0:1111", "uncompressed"],
  ["2A00:1450:4001:80B::200E", "uppercase hex"],
  ["[2606:4700:4700::1111]", "bracketed, as a URL host"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
  ["::FFFF:808:808", "IPv4-mapped public, hex form"],
  ["64:ff9b::808:808", "NAT64 of a public IPv4 address"],
  ["64:ff9b::8.8.8.8", "NAT64 of a public IPv4 address, dotted"],
  ["2002:808:808::1", "6to4 of a public IPv4 address"],
  ["2001:db9::1", "just above 2001:db8::/32"],
  ["3fff:1000::1", "just above 3fff::/20"],
];

const NOT_PUBLIC: ReadonlyArray<readonly [string, string]> = [
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "this network"],
  ["10.0.0.1", "private 10/8"],
  ["10.255.255.255", "private 10/8 top"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.255", "carrier-grade NAT top"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback, anywhere in 127/8"],
  ["169.254.169.254", "cloud metadata"],
  ["169.254.0.1", "link-local"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12 top"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.10", "TEST-NET-1"],
  ["192.168.1.1", "private 192.168/16"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking top"],
  ["198.51.100.7", "TEST-NET-2"],
  ["203.0.113.9", "TEST-NET-3"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast (SSDP)"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  ["::", "IPv6 unspecified"],
  ["::1", "IPv6 loopback"],
  ["0:0:0:0:0:0:0:1", "IPv6 loopback, uncompressed"],
  ["[::1]", "IPv6 loopback, bracketed"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["FD00::1", "unique local, uppercase"],
  ["fe80::1", "link-local"],
  ["FE80::ABCD", "link-local, uppercase"],
  ["febf:ffff::1", "link-local top"],
  ["fec0::1", "deprecated site-local"],
  ["ff02::1", "multicast"],
  ["ff0e::1", "global-scope multicast"],
  ["2001:db8::1", "documentation"],
  ["2001:DB8:ffff::1", "documentation, uppercase"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["2001:20::1", "ORCHIDv2"],
  ["100::1", "discard-only"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b::169.254.169.254", "NAT64 of cloud metadata"],
  ["64:ff9b::a00:1", "NAT64 of private"],
  ["64:ff9b:1::808:808", "local-use NAT64"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex form (as URL parsing writes it)"],
  ["::FFFF:A9FE:A9FE", "IPv4-mapped cloud metadata, uppercase hex"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:192.168.0.1", "IPv4-mapped private"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::10.1.2.3", "IPv4-compatible private"],
  ["::ffff:0:127.0.0.1", "IPv4-translated loopback"],
  ["2002:7f00:1::1", "6to4 of loopback"],
  ["2002:a9fe:a9fe::", "6to4 of cloud metadata"],
  ["fe80::1%eth0", "zone id"],
  ["fe80::1%25eth0", "zone id, URL-escaped"],
  ["[fe80::1%eth0]", "bracketed with zone id"],
  ["2606:4700::1%eth0", "zone id on an otherwise public address"],
];

const UNPARSABLE: ReadonlyArray<readonly [string, string]> = [
  ["", "empty"],
  [" 8.8.8.8", "leading space"],
  ["8.8.8.8 ", "trailing space"],
  ["8.8.8", "short quad"],
  ["8.8.8.8.8", "long quad"],
  ["256.1.1.1", "octet over 255"],
  ["08.8.8.8", "leading zero (octal in some parsers)"],
  ["010.0.0.1", "leading zero on a private-looking address"],
  ["0x7f.0.0.1", "hex octet"],
  ["2130706433", "integer form of 127.0.0.1"],
  ["-1.2.3.4", "negative"],
  ["1.2.3.", "trailing dot"],
  ["example.com", "hostname"],
  ["localhost", "hostname"],
  ["1:2:3:4:5:6:7:8:9", "nine groups"],
  ["1:2:3:4:5:6:7", "seven groups, no compression"],
  ["1::2::3", "two compressions"],
  [":::", "triple colon"],
  [":1:2:3:4:5:6:7", "leading single colon"],
  ["12345::1", "five hex digits"],
  ["g::1", "not hex"],
  ["1.2.3.4::", "dotted quad before compression"],
  ["::1.2.3.4:5", "dotted quad not last"],
  ["::ffff:1.2.3", "short embedded quad"],
  ["::ffff:256.0.0.1", "embedded octet over 255"],
  ["1:2:3:4:5:6:7:8.8.8.8", "too many groups with embedded quad"],
  ["[8.8.8.8]", "bracketed IPv4"],
  ["[2606:4700::1", "unbalanced bracket"],
];

describe("isPublicAddress", () => {
  it.each(PUBLIC)("SSRF guard: %s is public (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(NOT_PUBLIC)("SSRF guard: %s is not public (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(UNPARSABLE)("SSRF guard fails closed: %j is unparsable (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  // So the tables test ranges, not parsing: node:net agrees these are well-formed addresses.
  it("SSRF guard: the public and non-public cases are addresses node:net accepts", () => {
    for (const [address] of [...PUBLIC, ...NOT_PUBLIC]) {
      if (address.includes("%")) continue;
      expect(isIP(address.replace(/^\[(.*)\]$/, "$1")), address).not.toBe(0);
    }
  });
});
