import { Play } from 'lucide-react';
import { useId } from 'react';
import { textColorOn, textColorOnWhite } from '../../../shared/format/contrast.ts';
import { initials } from './initials.ts';

/**
 * What a client's video page looks like with the branding being edited: the logo (or the
 * company's initials), a greeting, the video banner in the brand colours, and the advisor's
 * picture. Everything the advisor typed is rendered as text.
 */
export function LivePreview({
  companyName,
  advisorName,
  logoUrl,
  profilePictureUrl,
  primaryColor,
  secondaryColor,
}: {
  companyName: string;
  advisorName: string;
  logoUrl: string | null;
  profilePictureUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          Live Preview
        </h2>
        <span className="text-xs text-slate-500">What your clients see</span>
      </div>
      <div className="bg-slate-100 p-3 sm:p-4">
        <div
          data-testid="live-preview"
          className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
            {logoUrl ? (
              <img
                src={logoUrl}
                alt="Brand logo (preview)"
                className="h-9 max-w-32 object-contain"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-sm font-semibold"
                style={{ backgroundColor: primaryColor, color: textColorOn(primaryColor) }}
              >
                {initials(companyName)}
              </span>
            )}
            <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
              {companyName}
            </span>
          </div>
          <div className="space-y-4 p-4">
            <p className="text-sm text-slate-600">
              Hi <span className="font-medium text-slate-900">Client Name</span>, here is your
              update.
            </p>
            <div
              data-testid="live-preview-banner"
              className="flex aspect-video flex-col items-center justify-center gap-3 rounded-lg p-4 text-center"
              style={{
                backgroundImage: `linear-gradient(135deg, ${primaryColor}, ${secondaryColor})`,
                color: textColorOn(primaryColor),
              }}
            >
              <p className="text-base font-semibold drop-shadow-sm sm:text-lg">Video Title</p>
              {/* Only a picture of the client's button: it plays nothing and takes no Tab stop. */}
              <button
                type="button"
                tabIndex={-1}
                className="inline-flex cursor-default items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold shadow"
                style={{ color: textColorOnWhite(primaryColor) }}
              >
                <Play size={16} aria-hidden="true" className="fill-current" />
                Play Video
              </button>
            </div>
            <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
              {profilePictureUrl ? (
                <img
                  src={profilePictureUrl}
                  alt="Advisor photo (preview)"
                  className="h-10 w-10 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
                  style={{ backgroundColor: secondaryColor, color: textColorOn(secondaryColor) }}
                >
                  {initials(advisorName)}
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{advisorName}</p>
                <p className="truncate text-xs text-slate-500">{companyName}</p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
