import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit every per-address limit counts a client as: an IPv4 address, or the /64 of an IPv6
 * one. A single host is usually given a whole /64 and could otherwise take a new address for
 * every request; an IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) counts as that IPv4
 * address. Anything that is not an address (a test's label) is its own unit.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail counting as two. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':').flatMap(dottedAsGroups));
  const headGroups = split(head);
  const tailGroups = tail === undefined ? [] : split(tail);
  const zeros =
    tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups];
}

function dottedAsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
