import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPassId, readGatePass, signGatePass, type GateBinding } from './media-token.ts';

const key = randomBytes(32);
const binding: GateBinding = {
  link: 'ysPcbZcuQp31pdBxD1rIVg',
  videoId: '0b7f7a51-2b7e-4b6e-9a43-3f1c2a9d8e10',
  disclosureSha256: 'a'.repeat(64),
  passwordHash: 'scrypt$32768$8$1$salt$hash',
};
const now = Date.UTC(2026, 10, 23, 12);
const pass = { passwordVerified: true, expiresAt: now + 60_000, passId: newPassId() };

describe('gate passes', () => {
  it('reads back what was signed, until it expires', () => {
    const token = signGatePass(key, binding, pass);
    expect(readGatePass(key, binding, token, now)).toEqual(pass);
    expect(readGatePass(key, binding, token, now + 60_000)).toBeNull();
  });

  it.each([
    ['another link', { link: 'AAAAAAAAAAAAAAAAAAAAAA' }],
    ['another video', { videoId: '1b7f7a51-2b7e-4b6e-9a43-3f1c2a9d8e10' }],
    ['a changed disclosure', { disclosureSha256: 'b'.repeat(64) }],
    ['a changed password', { passwordHash: 'scrypt$32768$8$1$salt$other' }],
    ['a removed password', { passwordHash: null }],
  ])('opens nothing for %s', (_, change) => {
    const token = signGatePass(key, binding, pass);
    expect(readGatePass(key, { ...binding, ...change }, token, now)).toBeNull();
  });

  it('opens nothing with its pass id swapped: a client cannot make up passes', () => {
    const token = signGatePass(key, binding, pass);
    const swapped = token.replace(pass.passId, newPassId());
    expect(swapped).not.toBe(token);
    expect(readGatePass(key, binding, swapped, now)).toBeNull();
  });

  it('opens nothing signed with another key, or not a token at all', () => {
    const token = signGatePass(randomBytes(32), binding, pass);
    expect(readGatePass(key, binding, token, now)).toBeNull();
    const forged = `${pass.expiresAt}.p.${pass.passId}.${'A'.repeat(43)}`;
    for (const junk of [undefined, '', 'a.b.c', forged]) {
      expect(readGatePass(key, binding, junk, now)).toBeNull();
    }
  });
});
