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
      { path: 'password', message: 'Password must be at least 6 characters' },
      { path: 'agreeToTerms', message: 'You must agree to the Terms and Privacy Policy' },
    ]);
  });

  it('normalises the email and defaults the plan and marketing choice', () => {
    const result = v.parse(signupSchema, {
      advisorName: ' Ana Diaz ',
      companyName: 'Diaz Wealth',
      email: '  Ana@Diaz.Example ',
      password: 'secret1',
      agreeToTerms: true,
    });
    expect(result).toMatchObject({
      advisorName: 'Ana Diaz',
      email: 'ana@diaz.example',
      plan: 'starter',
      marketingEmails: false,
    });
  });

  it('refuses fields it does not know', () => {
    const errors = errorsOf(loginSchema, { email: 'a@b.co', password: 'x', isAdmin: true });
    expect(errors.map((e) => e.path)).toEqual(['isAdmin']);
  });

  it('wants a 6-digit reset code', () => {
    const base = { email: 'a@b.co', newPassword: 'secret1' };
    expect(errorsOf(resetPasswordSchema, { ...base, token: '12345' })[0]?.message).toBe(
      'Please enter the 6-digit code',
    );
    expect(errorsOf(resetPasswordSchema, { ...base, token: 'abcdef' })[0]?.message).toBe(
      'Please enter the 6-digit code',
    );
    expect(errorsOf(resetPasswordSchema, { ...base, token: '123456' })).toEqual([]);
  });
});
