import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './issues.ts';
import { loginSchema, resetPasswordSchema, signupSchema } from './accounts.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : toFieldErrors(result.issues);
};

describe('account schemas', () => {
  it("gives each sign-up field the spec's message", () => {
    expect(errorsOf(signupSchema, { email: 'nope', password: '123' })).toEqual([
      { path: 'advisorName', message: 'Advisor name is required' },
      { path: 'companyName', message: 'Company name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'agreeToTerms', message: 'You must agree to the Terms and Privacy Policy' },
    ]);
  });

  it('normalises the email and defaults the plan and marketing choice', () => {
    const result = v.parse(signupSchema, {
      advisorName: ' Ana Diaz ',
      companyName: 'Diaz Wealth',
      email: '  Ana@Diaz.Example ',
      password: 'maple friday',
      agreeToTerms: true,
    });
    expect(result).toMatchObject({
      advisorName: 'Ana Diaz',
      email: 'ana@diaz.example',
      plan: 'starter',
      marketingEmails: false,
    });
  });

  it('follows NIST SP 800-63B for new passwords: 8 characters, not a common one, no mix rules', () => {
    const signup = {
      advisorName: 'Ana Diaz',
      companyName: 'Diaz Wealth',
      email: 'ana@diaz.example',
      agreeToTerms: true,
    };
    expect(errorsOf(signupSchema, { ...signup, password: 'sunshine' })).toEqual([
      { path: 'password', message: expect.stringContaining('most common') as string },
    ]);
    expect(errorsOf(signupSchema, { ...signup, password: 'allthelowercase' })).toEqual([]);
    const reset = { email: 'a@b.co', token: '123456' };
    expect(errorsOf(resetPasswordSchema, { ...reset, newPassword: 'qwerty123' })).toEqual([
      { path: 'newPassword', message: expect.stringContaining('most common') as string },
    ]);
  });

  it('lets a password set under the old 6-character rule still sign in', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'secret' })).toEqual([]);
  });

  it('refuses fields it does not know', () => {
    const errors = errorsOf(loginSchema, { email: 'a@b.co', password: 'x', isAdmin: true });
    expect(errors.map((e) => e.path)).toEqual(['isAdmin']);
  });

  it('wants a 6-digit reset code', () => {
    const base = { email: 'a@b.co', newPassword: 'maple friday' };
    expect(errorsOf(resetPasswordSchema, { ...base, token: '12345' })[0]?.message).toBe(
      'Please enter the 6-digit code',
    );
    expect(errorsOf(resetPasswordSchema, { ...base, token: 'abcdef' })[0]?.message).toBe(
      'Please enter the 6-digit code',
    );
    expect(errorsOf(resetPasswordSchema, { ...base, token: '123456' })).toEqual([]);
  });
});
