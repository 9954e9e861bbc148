import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keys an IPv4 client by its address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, and other /64s apart', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKey('2001:0db8:0001:0002:0:0:0:9')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
