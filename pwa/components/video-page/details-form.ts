import * as v from 'valibot';
import type { VideoView } from '../../../shared/api/videos.ts';
import { toFieldErrors } from '../../../shared/schemas/issues.ts';
import { updateVideoSchema, type UpdateVideoInput } from '../../../shared/schemas/videos.ts';
import { fieldErrorMap, type FieldErrors } from '../../forms/use-schema-form.ts';

/** What the details form edits, as the video has it. */
export interface DetailsValues {
  title: string;
  description: string;
  clientName: string;
  captionsEnabled: boolean;
  includeProfilePicture: boolean;
}

export const detailsOf = (video: VideoView): DetailsValues => ({
  title: video.title,
  description: video.description,
  clientName: video.clientName,
  captionsEnabled: video.captionsEnabled,
  includeProfilePicture: video.includeProfilePicture,
});

/**
 * The fields the advisor changed, and only those: a field left alone follows the server (the
 * pipeline may still be writing the title and description while the page is open).
 */
export function changedDetails(
  video: DetailsValues,
  edits: Partial<DetailsValues>,
): Partial<DetailsValues> {
  const changed: Partial<DetailsValues> = {};
  for (const key of Object.keys(edits) as (keyof DetailsValues)[]) {
    const value = edits[key];
    if (value === undefined) continue;
    const same =
      typeof value === 'string' ? value.trim() === String(video[key]).trim() : value === video[key];
    if (!same) Object.assign(changed, { [key]: value });
  }
  return changed;
}

export type PatchCheck = { ok: true; input: UpdateVideoInput } | { ok: false; errors: FieldErrors };

/** Checks a PATCH body with the server's own schema, so the form shows its messages first. */
export function checkPatch(input: Record<string, unknown>): PatchCheck {
  const result = v.safeParse(updateVideoSchema, input);
  if (result.success) return { ok: true, input: result.output };
  return { ok: false, errors: fieldErrorMap(toFieldErrors(result.issues)) };
}
