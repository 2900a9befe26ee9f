import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '../toast/toast.ts';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { defaultVideoTitle } from '../../shared/format/default-title.ts';
import { MODELS_OFF_LINE, useAiStatus } from '../ai/use-ai-status.ts';
import { AppPage } from '../components/app-page.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { CaptionsCard } from '../components/preview/captions-card.tsx';
import { ClientInfoCard } from '../components/preview/client-info-card.tsx';
import { LayoutCard } from '../components/preview/layout-card.tsx';
import { PlayerCard } from '../components/preview/player-card.tsx';
import { NO_SPEECH_LINE } from '../components/preview/preview-ai.ts';
import { PreviewActions } from '../components/preview/preview-actions.tsx';
import { validatePreviewForm, type FormProblem } from '../components/preview/preview-form.ts';
import { saveRecording } from '../components/preview/save-recording.ts';
import { SecurityCard } from '../components/preview/security-card.tsx';
import { TrimCard } from '../components/preview/trim-card.tsx';
import type { TrimRange } from '../components/preview/trim-range.ts';
import { useDraftFile } from '../components/preview/use-draft-file.ts';
import { usePreviewAi } from '../components/preview/use-preview-ai.ts';
import { usePreviewForm } from '../components/preview/use-preview-form.ts';
import { useKeyframes } from '../components/preview/use-keyframes.ts';
import { useTrim } from '../components/preview/use-trim.ts';
import { VideoDetailsCard } from '../components/preview/video-details-card.tsx';
import { useProfilePicture } from '../components/preview/use-profile-picture.ts';
import { SavedVideo } from '../components/saved/saved-video.tsx';
import { RequireAdvisor } from './require-advisor.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { DEFAULT_LAYOUT } from '../../shared/schemas/camera-layout.ts';
import { db, type DraftRow } from '../drafts/db.ts';
import { draftSource } from '../drafts/draft-source.ts';
import { deleteDraft } from '../drafts/drafts.ts';
import { useDraft } from '../drafts/use-drafts.ts';
import { requestBackgroundSync } from '../sync/background-sync.ts';
import { useSyncEngine } from '../sync/use-sync.ts';

const TITLE = 'Preview Your Recording';

/** /record/preview: review, trim and describe a recording kept on this device. */
export function RecordPreviewPage() {
  const { draft: draftId } = useSearch({ from: '/record/preview' });
  return (
    <RequireAdvisor signedOut={<SignInPrompt message="Please log in to continue" />}>
      {(advisor) => <DraftLoader advisor={advisor} draftId={draftId} />}
    </RequireAdvisor>
  );
}

/** What the saved screen shows; the password only in memory, right after saving. */
interface Saved {
  draftId: string;
  title: string;
  clientName: string;
  password: string | null;
}

function DraftLoader({ advisor, draftId }: { advisor: AdvisorView; draftId: string | undefined }) {
  const draft = useDraft(advisor.id, draftId);
  // Held here, not in the editor: the draft is deleted once uploaded, while this stays shown.
  const [saved, setSaved] = useState<Saved | null>(null);
  // A draft saved earlier (e.g. offline, then reloaded) goes once the server has its file;
  // remembering it keeps 'Uploaded' and the link on screen instead of leaving for /record.
  const shown = saved ?? (draft?.sync ? savedOf(draft) : null);
  if (shown && !saved) setSaved(shown);
  if (shown) {
    return (
      <AppPage title="Video Saved">
        <SavedVideo {...shown} advisorName={advisor.advisorName} />
      </AppPage>
    );
  }
  if (draft === undefined) return <LoadingScreen label="Loading your recording..." />;
  // None to preview, or one being recorded in another tab: /record has it.
  if (draft === null) return <Navigate to="/record" replace />;
  return <PreviewEditor key={draft.id} draft={draft} onSaved={setSaved} />;
}

function savedOf(draft: DraftRow): Saved {
  const { title, clientName } = draft.details ?? { title: '', clientName: '' };
  return { draftId: draft.id, title, clientName, password: null };
}

function PreviewEditor({ draft, onSaved }: { draft: DraftRow; onSaved: (saved: Saved) => void }) {
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { form, set, update, forgetPending } = usePreviewForm(draft);
  const aiStatus = useAiStatus();
  const ai = usePreviewAi(draft, form, update, aiStatus);
  // Unknown (offline) counts as possible: the server captions the video after upload if it can.
  const captionsPossible =
    Boolean(form.captionsVtt) || (aiStatus?.captions !== false && ai.note !== 'no_speech');
  const captionsNote =
    ai.note === 'models_off' ? MODELS_OFF_LINE : ai.note === 'no_speech' ? NO_SPEECH_LINE : null;
  // What a blank title becomes on the server: said before saving, not discovered after.
  const defaultTitle = defaultVideoTitle(form.clientName, new Date());
  const file = useDraftFile(draft);
  const readyFile = file.status === 'ready' ? file.file : null;
  const twoStreams = draftSource(draft) === 'screen_and_camera';
  const cameraFile = useDraftFile(draft, 'camera');
  const offsetMs = draft.camera?.offsetMs ?? 0;
  const cameraPart = useMemo(
    () =>
      twoStreams && cameraFile.status === 'ready' ? { file: cameraFile.file, offsetMs } : null,
    [twoStreams, cameraFile, offsetMs],
  );
  const trim = useTrim(draft.id, readyFile, cameraPart);
  // A camera file that cannot be read leaves the screen's player, as the server would.
  const cameraView =
    twoStreams && cameraFile.status !== 'failed'
      ? {
          cameraUrl: cameraFile.status === 'ready' ? cameraFile.url : null,
          offsetMs,
          layout: form.layout ?? DEFAULT_LAYOUT,
        }
      : null;
  const timeline = useKeyframes(readyFile);
  const profilePictureUrl = useProfilePicture();
  const [saving, setSaving] = useState(false);
  const syncEngine = useSyncEngine();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const locked = saving || trim.trimming;
  const durationSeconds = draft.durationMs / 1000;

  // A recording that cannot be read sends the advisor back to /record.
  const unreadable = file.status === 'failed';
  useEffect(() => {
    if (!unreadable) return;
    toast.error('Recording Unavailable', {
      description: 'Your recording could not be opened on this device.',
    });
    void navigate({ to: '/record', replace: true });
  }, [unreadable, navigate]);

  // Stable: the player also calls it when its own captions menu is used.
  const showCaptions = useCallback((show: boolean) => set('captionsEnabled', show), [set]);

  function edit<K extends keyof typeof form>(name: K, value: (typeof form)[K]) {
    set(name, value);
    setProblem(null);
  }

  function seek(seconds: number) {
    const video = videoRef.current;
    if (video) video.currentTime = seconds;
  }

  async function applyTrim(range: TrimRange) {
    // Captions timed against the untrimmed recording would be wrong for the trimmed one: the
    // server captions the trimmed file after upload instead.
    if (await trim.apply(range)) set('captionsVtt', null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const found = validatePreviewForm(form);
    setProblem(found);
    if (found) {
      toast.error(found.title, { description: found.description });
      return;
    }
    setSaving(true);
    try {
      forgetPending();
      // Captions stay off when nothing can make them: no empty CC track for the client.
      await saveRecording(draft, {
        ...form,
        captionsEnabled: form.captionsEnabled && captionsPossible,
      });
      void syncEngine?.drain();
      void requestBackgroundSync();
      toast.success('Video Saved');
      onSaved({
        draftId: draft.id,
        title: form.title.trim() || defaultTitle,
        clientName: form.clientName.trim(),
        password: form.passwordProtected ? form.password : null,
      });
    } catch (error) {
      console.warn('Save failed', error);
      toast.error('Save Failed', {
        description: 'Could not save your recording. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  }

  async function discard() {
    forgetPending();
    // Leave first: the page would otherwise see its draft vanish and send the advisor to /record.
    await navigate({ to: '/dashboard', replace: true });
    try {
      await deleteDraft(db, draft.id);
    } catch (error) {
      console.warn('Discard failed', error);
      toast.error('Discard Failed', {
        description: 'Could not delete the recording from this device.',
      });
    }
  }

  return (
    <AppPage title={TITLE}>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <PlayerCard
            url={file.status === 'ready' ? file.url : null}
            cameraView={cameraView}
            durationSeconds={durationSeconds}
            captionsVtt={form.captionsVtt ?? null}
            showCaptions={form.captionsEnabled && captionsPossible}
            onShowCaptionsChange={showCaptions}
            captionsPossible={captionsPossible}
            captionsNote={captionsNote}
            captionsKnown={aiStatus !== undefined}
            // Over a recording of the advisor's face, a still picture says nothing more.
            includeProfilePicture={!twoStreams && form.includeProfilePicture}
            profilePictureOffered={!twoStreams}
            onIncludeProfilePictureChange={(include) => set('includeProfilePicture', include)}
            profilePictureUrl={profilePictureUrl}
            videoRef={videoRef}
            disabled={locked}
          />
          {cameraView ? (
            <LayoutCard
              layout={cameraView.layout}
              onLayoutChange={(layout) => set('layout', layout)}
              disabled={locked}
            />
          ) : null}
          <TrimCard
            // A trimmed file has a new length: the handles start again from its ends.
            key={draft.durationMs}
            durationSeconds={durationSeconds}
            timeline={timeline}
            progress={trim.progress}
            disabled={locked || file.status !== 'ready'}
            onSeek={seek}
            onRangeChange={trim.prepare}
            onApply={(range) => void applyTrim(range)}
            onCancel={trim.cancel}
          />
          {form.captionsVtt ? (
            <CaptionsCard
              vtt={form.captionsVtt}
              onChange={(vtt) => set('captionsVtt', vtt)}
              disabled={locked}
            />
          ) : null}
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate className="min-w-0 lg:col-span-2">
          <div className="space-y-6">
            <ClientInfoCard
              clientName={form.clientName}
              onClientNameChange={(value) => edit('clientName', value)}
              crmContact={form.crmContact ?? null}
              onCrmContactChange={(contact) => {
                edit('crmContact', contact);
                // A blank client name takes the contact's: the share page says who it is for.
                if (contact && !form.clientName.trim()) edit('clientName', contact.displayName);
              }}
              disabled={locked}
            />
            <VideoDetailsCard
              title={form.title}
              description={form.description}
              onTitleChange={(value) => edit('title', value)}
              onDescriptionChange={(value) => edit('description', value)}
              defaultTitle={defaultTitle}
              aiProcessing={ai.processing}
              disabled={locked}
            />
            <SecurityCard
              passwordProtected={form.passwordProtected}
              onPasswordProtectedChange={(on) => edit('passwordProtected', on)}
              password={form.password}
              onPasswordChange={(value) => edit('password', value)}
              passwordError={problem?.field === 'password' ? problem.description : undefined}
              disabled={locked}
            />
            <PreviewActions saving={saving} disabled={locked} onDiscard={() => void discard()} />
          </div>
        </form>
      </div>
    </AppPage>
  );
}
