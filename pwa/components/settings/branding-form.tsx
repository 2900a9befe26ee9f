import { AlertTriangle } from 'lucide-react';
import { toast } from '../../toast/toast.ts';
import type { SettingsView } from '../../../shared/api/settings.ts';
import { brandColourAdvice } from '../../../shared/format/contrast.ts';
import { brandingSchema } from '../../../shared/schemas/settings.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { hasUnsavedEdits, useReportUnsaved } from './unsaved-edits.tsx';
import { Button } from '../ui/button.tsx';
import { ColourField } from './colour-field.tsx';
import { hexColorOr } from '../../../shared/format/hex-color.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { LivePreview } from './live-preview.tsx';
import { SettingsSection } from './settings-section.tsx';
import { saveFailure, useSaveBranding } from './use-settings.ts';

/**
 * The Branding tab: logo, profile picture and brand colours, with a preview of a client's page.
 * Images travel as data URLs when new, as their /media/branding URL when unchanged (the server
 * keeps those), and as null when removed.
 */
export function BrandingForm({
  initial,
  companyName,
  advisorName,
}: {
  initial: SettingsView;
  companyName: string;
  advisorName: string;
}) {
  const saved = {
    logoUrl: initial.logoUrl,
    profilePictureUrl: initial.profilePictureUrl,
    primaryColor: initial.primaryColor,
    secondaryColor: initial.secondaryColor,
  };
  const form = useSchemaForm(brandingSchema, saved);
  const mutation = useSaveBranding();
  const busy = mutation.isPending;
  const { values, errors } = form;
  useReportUnsaved('branding', hasUnsavedEdits(values, saved));
  // While a hex is half typed, the picker and the preview keep the colour saved last.
  const primary = hexColorOr(values.primaryColor, initial.primaryColor);
  const secondary = hexColorOr(values.secondaryColor, initial.secondaryColor);
  // WCAG AA rather than the spec's brightness rule, which let white on amber (2:1) through.
  const primaryAdvice = brandColourAdvice(hexColorOr(values.primaryColor, ''));
  const secondaryAdvice = brandColourAdvice(hexColorOr(values.secondaryColor, ''));

  const submit = form.onSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: ({ settings }) => {
        // The saved images now have /media/branding URLs: the next save sends those, unchanged.
        form.set('logoUrl', settings.logoUrl);
        form.set('profilePictureUrl', settings.profilePictureUrl);
        form.set('primaryColor', settings.primaryColor);
        form.set('secondaryColor', settings.secondaryColor);
        toast.success('Branding Saved', {
          description:
            'Your brand colors, logo, and profile picture have been updated successfully',
        });
      },
      onError: (error) => {
        const { code, message, fieldErrors } = saveFailure(error);
        if (code === 'VALIDATION_ERROR' && fieldErrors) form.setErrors(fieldErrors);
        const explained = code === 'VALIDATION_ERROR' || code === 'PAYLOAD_TOO_LARGE';
        toast.error('Error', {
          description: (explained && message) || 'Failed to save branding settings',
        });
      },
    });
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form onSubmit={submit} noValidate className="min-w-0">
        <SettingsSection
          title="Branding"
          description="Your logo, picture and colours on every page your clients open."
          footer={
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? 'Saving...' : 'Save Branding'}
            </Button>
          }
        >
          <div className="space-y-6">
            <div className="grid gap-6 sm:grid-cols-2">
              <ImageUploadField
                label="Company Logo"
                hint="PNG, JPG, WebP or GIF up to 5MB. A wide logo on a clear background works best."
                value={values.logoUrl}
                onChange={(value) => form.set('logoUrl', value)}
                error={errors.logoUrl}
                disabled={busy}
              />
              <ImageUploadField
                label="Profile Picture"
                hint="A square photo of you, up to 5MB."
                shape="circle"
                value={values.profilePictureUrl}
                onChange={(value) => form.set('profilePictureUrl', value)}
                error={errors.profilePictureUrl}
                disabled={busy}
              />
            </div>
            <div className="grid gap-6 border-t border-slate-100 pt-6 sm:grid-cols-2">
              <ColourField
                label="Primary Color"
                value={values.primaryColor}
                fallback={primary}
                onChange={(value) => form.set('primaryColor', value)}
                error={errors.primaryColor}
                disabled={busy}
              >
                {primaryAdvice ? <ContrastAdvice advice={primaryAdvice} /> : null}
              </ColourField>
              <ColourField
                label="Secondary Color"
                value={values.secondaryColor}
                fallback={secondary}
                onChange={(value) => form.set('secondaryColor', value)}
                error={errors.secondaryColor}
                disabled={busy}
              >
                {secondaryAdvice ? <ContrastAdvice advice={secondaryAdvice} /> : null}
              </ColourField>
            </div>
          </div>
        </SettingsSection>
      </form>
      <div className="min-w-0 lg:sticky lg:top-6">
        <LivePreview
          companyName={companyName}
          advisorName={advisorName}
          logoUrl={values.logoUrl}
          profilePictureUrl={values.profilePictureUrl}
          primaryColor={primary}
          secondaryColor={secondary}
        />
      </div>
    </div>
  );
}

/** A brand colour's WCAG AA warning, under its field. */
function ContrastAdvice({ advice }: { advice: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-amber-800" role="status">
      <AlertTriangle size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
      {advice}
    </p>
  );
}
