import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import type { RefObject } from 'react';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { SwitchField } from '../ui/switch.tsx';
import { LayoutPlayer } from './layout-player.tsx';
import { PreviewCard } from './preview-card.tsx';
import { PreviewPlayer } from './preview-player.tsx';

/** A screen-and-camera recording's camera file (null while it loads) and its layout. */
export interface CameraView {
  cameraUrl: string | null;
  offsetMs: number;
  layout: CameraLayout;
}

/** Offline with no answer yet from the server: what will happen, without promising captions. */
const CAPTIONS_UNKNOWN = 'Made on your server after upload, if it has a speech model.';

/**
 * The recording, its length, and the two viewing options clients get with it. A recording of
 * screen and camera plays in its layout, as one view of both files.
 */
export function PlayerCard({
  url,
  cameraView = null,
  durationSeconds,
  captionsVtt,
  showCaptions,
  onShowCaptionsChange,
  captionsPossible,
  captionsNote,
  captionsKnown,
  includeProfilePicture,
  profilePictureOffered = true,
  onIncludeProfilePictureChange,
  profilePictureUrl,
  videoRef,
  disabled,
}: {
  url: string | null;
  /** For a screen-and-camera recording; null for one file. */
  cameraView?: CameraView | null;
  durationSeconds: number;
  captionsVtt: string | null;
  showCaptions: boolean;
  onShowCaptionsChange: (show: boolean) => void;
  /** False when nothing can make captions for this recording: the switch stays off. */
  captionsPossible: boolean;
  /** Why captions are off, said once, calmly; null when there is nothing to say. */
  captionsNote: string | null;
  /** False while the server's models are unknown (offline, never asked from this device). */
  captionsKnown: boolean;
  includeProfilePicture: boolean;
  /** False for a recording of screen and camera: the camera shows the advisor already. */
  profilePictureOffered?: boolean;
  onIncludeProfilePictureChange: (include: boolean) => void;
  /** The advisor's picture from Settings; null when none was uploaded, undefined when unknown. */
  profilePictureUrl: string | null | undefined;
  videoRef: RefObject<HTMLVideoElement | null>;
  disabled: boolean;
}) {
  return (
    <PreviewCard
      title="Your Recording"
      description="Watch it through before you send it."
      aside={
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 tabular-nums">
          <Clock size={14} aria-hidden="true" />
          <span className="sr-only">Duration </span>
          {/* Rounded like the trim's 'now 0:06.0 long': a cut on a keyframe keeps 5.99 s. */}
          <span data-testid="preview-duration">{formatClock(Math.round(durationSeconds))}</span>
        </span>
      }
      flush
    >
      {cameraView && url && cameraView.cameraUrl ? (
        <LayoutPlayer
          screenUrl={url}
          cameraUrl={cameraView.cameraUrl}
          offsetMs={cameraView.offsetMs}
          layout={cameraView.layout}
          durationSeconds={durationSeconds}
          captionsVtt={captionsPossible ? captionsVtt : null}
          placeholder={captionsPossible}
          showCaptions={showCaptions}
          videoRef={videoRef}
        />
      ) : (
        <PreviewPlayer
          // Both files or neither: a screen alone would be a second view that comes and goes.
          url={cameraView ? null : url}
          durationSeconds={durationSeconds}
          captionsVtt={captionsPossible ? captionsVtt : null}
          placeholder={captionsPossible}
          showCaptions={showCaptions}
          onShowCaptionsChange={onShowCaptionsChange}
          overlayUrl={includeProfilePicture ? (profilePictureUrl ?? null) : null}
          videoRef={videoRef}
        />
      )}
      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
        <SwitchField
          label="Show Captions"
          hint={
            captionsNote ?? (captionsKnown ? 'English captions on the video.' : CAPTIONS_UNKNOWN)
          }
          checked={showCaptions}
          onCheckedChange={onShowCaptionsChange}
          disabled={disabled || !captionsPossible}
        />
        {profilePictureOffered ? (
          <SwitchField
            label="Include Profile Picture"
            hint={
              profilePictureUrl ? (
                'Your photo in the corner of the video.'
              ) : profilePictureUrl === undefined ? (
                'Your photo from Settings, in the corner of the video.'
              ) : (
                <>
                  No picture yet.{' '}
                  <Link to="/settings" className="font-medium text-brand-700 hover:underline">
                    Add one in Settings
                  </Link>
                </>
              )
            }
            checked={includeProfilePicture}
            onCheckedChange={onIncludeProfilePictureChange}
            disabled={disabled}
          />
        ) : null}
      </div>
    </PreviewCard>
  );
}
