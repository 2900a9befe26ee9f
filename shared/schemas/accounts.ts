import * as v from 'valibot';
import {
  PASSWORD_MAX_LENGTH,
  RESET_CODE_LENGTH,
  RESET_LINK_SECRET_LENGTH,
} from '../constants/limits.ts';
import { DEFAULT_PLAN_ID, PLAN_IDS } from '../constants/plans.ts';
import { emailField, formObject, nameField, newPasswordField } from './fields.ts';

/** Sign-up: name, company, a valid email, terms agreed, each with its form message; the password follows NIST SP 800-63B. */
export const signupSchema = formObject({
  advisorName: nameField('Advisor name is required'),
  companyName: nameField('Company name is required'),
  email: emailField,
  password: newPasswordField,
  agreeToTerms: v.literal(true, 'You must agree to the Terms and Privacy Policy'),
  marketingEmails: v.optional(v.boolean('Must be true or false'), false),
  plan: v.optional(v.picklist(PLAN_IDS, 'Please choose a valid plan'), DEFAULT_PLAN_ID),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const loginSchema = formObject({
  email: emailField,
  password: v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required')),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = formObject({ email: emailField });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

const CODE_MESSAGE = 'Please enter the 6-digit code';
const codeField = v.pipe(
  v.string(CODE_MESSAGE),
  v.trim(),
  v.length(RESET_CODE_LENGTH, CODE_MESSAGE),
  v.regex(/^\d+$/, CODE_MESSAGE),
);
export const resetPasswordSchema = formObject({
  email: emailField,
  token: codeField,
  newPassword: newPasswordField,
});
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

const LINK_MESSAGE =
  'This reset link is incomplete. Open it from the email again, or use the code.';
/** A reset email's one-time link: its secret (from the link's #fragment) and a new password. */
export const resetPasswordByLinkSchema = formObject({
  link: v.pipe(
    v.string(LINK_MESSAGE),
    v.length(RESET_LINK_SECRET_LENGTH, LINK_MESSAGE),
    v.regex(/^[\w-]+$/, LINK_MESSAGE),
  ),
  newPassword: newPasswordField,
});
export type ResetPasswordByLinkInput = v.InferOutput<typeof resetPasswordByLinkSchema>;

/** Changing the sign-in email: the new address, and the current password to prove it is you. */
export const emailChangeSchema = formObject({
  newEmail: emailField,
  currentPassword: v.pipe(
    v.string('Enter your current password'),
    v.minLength(1, 'Enter your current password'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'That is not your password'),
  ),
});
export type EmailChangeInput = v.InferOutput<typeof emailChangeSchema>;

/** The code emailed to the new address, which makes it the sign-in email. */
export const emailChangeCodeSchema = formObject({ code: codeField });
export type EmailChangeCodeInput = v.InferOutput<typeof emailChangeCodeSchema>;
