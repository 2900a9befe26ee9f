import * as v from 'valibot';
import {
  DISCLOSURE_MAX_LENGTH,
  IMAGE_DATA_URL_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants/limits.ts';
import { formObject, nameField } from './fields.ts';
import { multiLine } from './text.ts';

const PHONE_MESSAGE = 'Please enter a valid phone number';
const URL_MESSAGE = 'Please enter a valid URL';

/** A phone number: spaces, dashes and parentheses are ignored, then +?[1-9] and up to 15 digits. */
export function isValidPhone(value: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(value.replace(/[\s\-()]/g, ''));
}

/** Only web links: a javascript: or data: calendar link would run script in a client's page. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const phoneField = v.pipe(
  v.string(PHONE_MESSAGE),
  v.trim(),
  v.check((value) => value === '' || isValidPhone(value), PHONE_MESSAGE),
);

export const calendarLinkField = v.pipe(
  v.string(URL_MESSAGE),
  v.trim(),
  v.maxLength(URL_MAX_LENGTH, URL_MESSAGE),
  v.check((value) => value === '' || isWebUrl(value), URL_MESSAGE),
);

export function hexColorField(example: string) {
  return v.pipe(
    v.string(`Please enter a valid hex color (e.g., ${example})`),
    v.trim(),
    v.regex(/^#[0-9a-fA-F]{6}$/, `Please enter a valid hex color (e.g., ${example})`),
    v.toLowerCase(),
  );
}

export const contactSchema = formObject({
  advisorName: nameField('Advisor name is required'),
  companyName: nameField('Company name is required'),
  phone: v.optional(phoneField, ''),
  calendarLink: v.optional(calendarLinkField, ''),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;

export const complianceSchema = formObject({
  disclosureText: v.pipe(
    v.string('Disclosure text is required'),
    v.check((value) => value.trim().length > 0, 'Disclosure text is required'),
    v.maxLength(DISCLOSURE_MAX_LENGTH, 'Disclosure text must be under 5000 characters'),
    multiLine(),
  ),
});
export type ComplianceInput = v.InferOutput<typeof complianceSchema>;

const IMAGE_MESSAGE = 'Please upload an image file (PNG, JPG, etc.)';

/** The URL the server gives a stored branding image. */
export const BRANDING_MEDIA_PATH = /^\/media\/branding\/[0-9a-f-]{36}$/;

/**
 * A branding image as the form sends it: a new image as a data URL, the image already saved
 * (its /media/branding URL, meaning unchanged), or null to remove it. The server decodes and
 * checks the bytes of a data URL; this only keeps out what is plainly not an image.
 */
const brandingImageField = v.nullable(
  v.pipe(
    v.string(IMAGE_MESSAGE),
    v.maxLength(IMAGE_DATA_URL_MAX_LENGTH, 'Please upload an image smaller than 5MB'),
    v.check(
      (value) => value.startsWith('data:image/') || BRANDING_MEDIA_PATH.test(value),
      IMAGE_MESSAGE,
    ),
  ),
);

export const brandingSchema = formObject({
  logoUrl: brandingImageField,
  profilePictureUrl: brandingImageField,
  primaryColor: hexColorField('#2563eb'),
  secondaryColor: hexColorField('#1e40af'),
});
export type BrandingInput = v.InferOutput<typeof brandingSchema>;

/** PATCH /api/settings/notifications: emails about clients' views and responses, on or off. */
export const notificationsSchema = formObject({
  notifyOnActivity: v.boolean('notifyOnActivity must be true or false'),
});
export type NotificationsInput = v.InferOutput<typeof notificationsSchema>;
