import { describe, expect, it } from 'vitest';
import { recipientOf } from './recipient.ts';

describe('who counts as one recipient', () => {
  it('is an IPv4 address as it is, mapped or not', () => {
    expect(recipientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(recipientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address by its /64, however it is written', () => {
    expect(recipientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(recipientOf('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(recipientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(recipientOf('2001:db8:1:3::1')).not.toBe(recipientOf('2001:db8:1:2::1'));
  });
});
