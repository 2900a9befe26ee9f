import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a pass through the gate lasts without the viewer coming back to the page. */
export const SHARE_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

/** What a token is bound to: change any of them and every token given out before opens nothing. */
export interface GateBinding {
  link: string;
  videoId: string;
  /** The disclosure the viewer accepted: a new text must be accepted again. */
  disclosureSha256: string;
  /** The stored password hash, or null: a changed password locks out those who knew the old one. */
  passwordHash: string | null;
}

export interface GatePass {
  passwordVerified: boolean;
  expiresAt: number;
}

const passwordMark = (hash: string | null) =>
  hash === null ? '-' : createHash('sha256').update(hash).digest('base64url').slice(0, 16);

function signature(key: Buffer, binding: GateBinding, pass: GatePass): Buffer {
  return createHmac('sha256', key)
    .update(
      [
        'briefcast-share-v1',
        binding.link,
        binding.videoId,
        binding.disclosureSha256,
        passwordMark(binding.passwordHash),
        pass.passwordVerified ? 'p' : 't',
        String(pass.expiresAt),
      ].join('\n'),
    )
    .digest();
}

/**
 * A signed, stateless pass: the viewer accepted the terms (and gave the password, when
 * `passwordVerified`) for this link, until `expiresAt`. Stateless so any web process can check
 * it on every range request of a video without a database read.
 */
export function signGatePass(key: Buffer, binding: GateBinding, pass: GatePass): string {
  const flag = pass.passwordVerified ? 'p' : 't';
  return `${pass.expiresAt}.${flag}.${signature(key, binding, pass).toString('base64url')}`;
}

/** The pass a token carries, or null when it is malformed, forged, expired or for other terms. */
export function readGatePass(
  key: Buffer,
  binding: GateBinding,
  token: string | undefined,
  nowMs: number,
): GatePass | null {
  const match = /^(\d{13})\.([tp])\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const pass = { expiresAt: Number(match[1]), passwordVerified: match[2] === 'p' };
  if (pass.expiresAt <= nowMs) return null;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(key, binding, pass);
  return given.length === expected.length && timingSafeEqual(given, expected) ? pass : null;
}
