import { describe, expect, it } from 'vitest';
import {
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  isCommonPassword,
  newPasswordProblem,
} from './password-rules.ts';

describe('newPasswordProblem (NIST SP 800-63B)', () => {
  it.each([
    ['seven77', PASSWORD_TOO_SHORT],
    ['', PASSWORD_TOO_SHORT],
    ['password', PASSWORD_TOO_COMMON],
    ['PassWord', PASSWORD_TOO_COMMON],
    ['12345678', PASSWORD_TOO_COMMON],
    ['qwertyuiop', PASSWORD_TOO_COMMON],
    ['iloveyou', PASSWORD_TOO_COMMON],
    ['Briefcast2026!', PASSWORD_TOO_COMMON],
    ['x'.repeat(201), PASSWORD_TOO_LONG],
  ])('refuses %j', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it.each([
    'a long password',
    'correct horse battery staple',
    // No composition rules: all lower-case letters are fine when the password is not common.
    'maplesyrupfriday',
    // Eight characters as a person counts them, though more UTF-16 units.
    'café🙂☕️ok',
    'x'.repeat(200),
  ])('accepts %j', (password) => {
    expect(newPasswordProblem(password)).toBeNull();
  });

  it('counts characters, not UTF-16 units: seven emoji are too short', () => {
    expect(newPasswordProblem('🙂🙂🙂🙂🙂🙂🙂')).toBe(PASSWORD_TOO_SHORT);
  });

  it('knows the list: the commonest and one far down it', () => {
    expect(isCommonPassword('baseball')).toBe(true);
    expect(isCommonPassword('dalmatio')).toBe(true);
    expect(isCommonPassword('dalmatio and more')).toBe(false);
  });
});
