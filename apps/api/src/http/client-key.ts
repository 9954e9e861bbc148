// The key every per-client throttle counts under. An IPv4 client is its address; an IPv6 client
// is its /64, because one subscriber is routinely handed a whole /64 and could otherwise rotate
// through 2^64 addresses to dodge every limit (issue 20).
import ipaddr from 'ipaddr.js';

export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
