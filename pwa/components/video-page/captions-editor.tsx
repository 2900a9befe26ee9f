import { CircleAlert, CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import { toWebVtt, type Cue } from '../../../shared/captions/webvtt.ts';
import { toast } from '../../toast/toast.ts';
import { MODELS_OFF_LINE, useAiStatus } from '../../ai/use-ai-status.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../ui/button.tsx';
import {
  checkCaptions,
  checkCueRows,
  cuesOf,
  EMPTY_CAPTIONS,
  sameCues,
  type CaptionsCheck,
} from './captions-draft.ts';
import { CaptionsViewSwitch, type CaptionsView } from './captions-view-switch.tsx';
import { CueRows } from './cue-rows.tsx';
import { CAPTIONS_LOCKED_MESSAGE } from './processing-status.ts';
import { RawCaptionsField } from './raw-captions-field.tsx';
import { usePlayback } from './use-playback.ts';
import { useSaveCaptions } from './use-video.ts';
import { VideoPlayer } from './video-player.tsx';

/**
 * The video's captions, caption by caption (start, end and text, beside a player that shows
 * them as edited) or as raw WebVTT for experts. Both are checked as they are typed by the
 * parser the server uses, and saved with PUT. Editable only once processing has finished (the
 * server answers 409 before: the pipeline could still overwrite them).
 */
export function CaptionsEditor({
  videoId,
  saved,
  editable,
  playbackUrl,
  title,
}: {
  videoId: string;
  /** The captions on the server; null when the video has none. */
  saved: string | null;
  editable: boolean;
  playbackUrl: string | null;
  title: string;
}) {
  const ai = useAiStatus();
  const savedText = saved ?? EMPTY_CAPTIONS;
  const savedCues = cuesOf(savedText);
  // Captions the parser cannot read open in the WebVTT view, where the error is shown.
  const [view, setView] = useState<CaptionsView>(savedCues ? 'captions' : 'webvtt');
  const [cues, setCues] = useState<Cue[]>(savedCues ?? []);
  const [text, setText] = useState(savedText);
  const playback = usePlayback();
  const save = useSaveCaptions(videoId);

  const check: CaptionsCheck = view === 'captions' ? checkCueRows(cues) : checkCaptions(text);
  const value = view === 'captions' ? toWebVtt(cues) : text;
  const changed =
    view === 'captions' ? !savedCues || !sameCues(cues, savedCues) : text !== savedText;
  const locked = !editable || save.isPending;
  const readableText = cuesOf(text);

  function switchTo(next: CaptionsView) {
    if (next === view) return;
    if (next === 'webvtt') setText(changed ? value : savedText);
    else if (readableText) setCues(readableText);
    setView(next);
  }

  function discard() {
    setCues(savedCues ?? []);
    setText(savedText);
  }

  function submit() {
    if (!check.ok || !changed || locked) return;
    save.mutate(value, {
      onSuccess: () =>
        toast.success('Captions Saved', { description: 'Clients see the new captions.' }),
      onError: (error) => {
        const description =
          error instanceof ApiError && error.status === 409
            ? CAPTIONS_LOCKED_MESSAGE
            : error instanceof ApiError && error.body?.message
              ? error.body.message
              : 'Could not save the captions. Please try again.';
        toast.error('Captions Not Saved', { description });
      },
    });
  }

  return (
    <div>
      {!editable ? (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Lock size={16} className="shrink-0" aria-hidden="true" /> {CAPTIONS_LOCKED_MESSAGE}.
        </p>
      ) : null}
      {editable && saved === null ? (
        // An empty track is not a fault to hide: say why there is none, and that it can be typed.
        <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {ai && !ai.captions ? `${MODELS_OFF_LINE} ` : 'No captions were made for this video. '}
          You can type captions here; clients then see them.
        </p>
      ) : null}
      <CaptionsViewSwitch
        view={view}
        onView={switchTo}
        captionsBlockedBy={view === 'webvtt' && !readableText ? check : undefined}
      />
      {view === 'captions' ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2 md:items-start">
          <div className="overflow-hidden rounded-lg md:sticky md:top-4">
            <VideoPlayer
              playbackUrl={playbackUrl}
              captionsVtt={check.ok && cues.length > 0 ? value : null}
              title={title}
              waiting="The video plays here once it has uploaded."
              busy={false}
              videoRef={playback.videoRef}
              preload="none"
            />
          </div>
          <CueRows
            cues={cues}
            disabled={locked}
            currentTime={playback.currentTime}
            onChange={setCues}
            onPlayFrom={playback.seek}
          />
        </div>
      ) : (
        <RawCaptionsField text={text} readOnly={!editable} check={check} onChange={setText} />
      )}
      <p
        role="status"
        data-testid="captions-check"
        className={`mt-3 flex items-center gap-1.5 text-sm ${check.ok ? 'text-slate-500' : 'text-red-600'}`}
      >
        {check.ok ? (
          <>
            <CircleCheck size={14} className="text-emerald-600" aria-hidden="true" />
            Valid WebVTT · {check.cueCount} {check.cueCount === 1 ? 'caption' : 'captions'}
          </>
        ) : (
          <>
            <CircleAlert size={14} aria-hidden="true" /> {check.error}
          </>
        )}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={!changed || locked} onClick={discard}>
          Discard Changes
        </Button>
        <Button disabled={!changed || !check.ok || locked} onClick={submit}>
          {save.isPending ? 'Saving...' : 'Save Captions'}
        </Button>
      </div>
    </div>
  );
}
