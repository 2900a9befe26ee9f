import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook signatures, checked as a receiver would', () => {
  const secret = 'whsec_test_secret';
  const body = JSON.stringify({ id: 'd1', event: 'video.sent' });
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const t = Math.floor(now / 1000);

  it('accepts the signed body and refuses any change to it or a wrong secret', () => {
    const header = signWebhook(secret, body, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, body, header, nowMs: now })).toBe(true);
    expect(verifyWebhookSignature({ secret, body: `${body} `, header, nowMs: now })).toBe(false);
    expect(verifyWebhookSignature({ secret: 'other', body, header, nowMs: now })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: undefined, nowMs: now })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: 'garbage', nowMs: now })).toBe(false);
  });

  it('refuses a replay: a signature older than five minutes', () => {
    const header = signWebhook(secret, body, t - 301);
    expect(verifyWebhookSignature({ secret, body, header, nowMs: now })).toBe(false);
    const recent = signWebhook(secret, body, t - 299);
    expect(verifyWebhookSignature({ secret, body, header: recent, nowMs: now })).toBe(true);
  });

  it('refuses a timestamp moved forward with the old signature', () => {
    const header = signWebhook(secret, body, t - 3600).replace(/t=\d+/, `t=${t}`);
    expect(verifyWebhookSignature({ secret, body, header, nowMs: now })).toBe(false);
  });
});

describe('sealed secrets', () => {
  const key = Buffer.alloc(32, 7);

  it('round-trips, and does not open under another key or in another row', () => {
    const sealed = seal(key, 'token-1234', 'crm:a:wealthbox');
    expect(sealed).not.toContain('token');
    expect(open(key, sealed, 'crm:a:wealthbox')).toBe('token-1234');
    expect(() => open(Buffer.alloc(32, 8), sealed, 'crm:a:wealthbox')).toThrow();
    expect(() => open(key, sealed, 'crm:b:wealthbox')).toThrow();
  });
});
