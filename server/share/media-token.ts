import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
  /**
   * Random, made when the viewer accepts the terms and kept while the pass is renewed: one
   * pass through the gate, which counts at most one view however many visit ids its browser
   * reports.
   */
  passId: string;
}

/** A new pass's id: 16 random bytes, base64url (22 characters). */
export const newPassId = (): string => randomBytes(16).toString('base64url');

const passwordMark = (hash: string | null) =>
  hash === null ? '-' : createHash('sha256').update(hash).digest('base64url').slice(0, 16);

function signature(key: Buffer, binding: GateBinding, pass: GatePass): Buffer {
  return createHmac('sha256', key)
    .update(
      [
        'briefcast-share-v2',
        binding.link,
        binding.videoId,
        binding.disclosureSha256,
        passwordMark(binding.passwordHash),
        pass.passwordVerified ? 'p' : 't',
        String(pass.expiresAt),
        pass.passId,
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
  const signed = signature(key, binding, pass).toString('base64url');
  return `${pass.expiresAt}.${flag}.${pass.passId}.${signed}`;
}

/** The pass a token carries, or null when it is malformed, forged, expired or for other terms. */
export function readGatePass(
  key: Buffer,
  binding: GateBinding,
  token: string | undefined,
  nowMs: number,
): GatePass | null {
  const match = /^(\d{13})\.([tp])\.([\w-]{22})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const pass = {
    expiresAt: Number(match[1]),
    passwordVerified: match[2] === 'p',
    passId: match[3] ?? '',
  };
  if (pass.expiresAt <= nowMs) return null;
  const given = Buffer.from(match[4] ?? '', 'base64url');
  const expected = signature(key, binding, pass);
  return given.length === expected.length && timingSafeEqual(given, expected) ? pass : null;
}
