import { useNavigate, useSearch } from '@tanstack/react-router';
import { Loader2, MonitorUp, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { DEFAULT_LAYOUT } from '../../shared/schemas/camera-layout.ts';
import { AppPage } from '../components/app-page.tsx';
import { CameraLostNotice } from '../components/recorder/camera-lost-notice.tsx';
import { CountdownOverlay } from '../components/recorder/countdown-overlay.tsx';
import { RecordingBar } from '../components/recorder/recording-bar.tsx';
import { ScreenPreview } from '../components/recorder/screen-preview.tsx';
import { SelfViewBubble } from '../components/recorder/self-view-bubble.tsx';
import { selfViewStart } from '../components/recorder/self-view-start.ts';
import { SetupDialog } from '../components/recorder/setup-dialog.tsx';
import { Teleprompter } from '../components/recorder/teleprompter.tsx';
import { ScriptClientField } from '../components/recorder/script-client-field.tsx';
import {
  fillScript,
  findScriptTemplate,
  sharedSurface,
} from '../components/recorder/teleprompter-model.ts';
import { UnfinishedDrafts } from '../components/recorder/unfinished-drafts.tsx';
import { RequireAdvisor } from './require-advisor.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { db, type DraftRow, type RecordingSettings } from '../drafts/db.ts';
import { deleteDraft } from '../drafts/drafts.ts';
import { recoverDraft } from '../drafts/recover-draft.ts';
import { useUnfinishedDrafts } from '../drafts/use-drafts.ts';
import { canCaptureScreen } from '../recording/capture.ts';
import { recorderToasts } from '../recording/recorder-messages.ts';
import { useRecorder } from '../recording/use-recorder.ts';

/** /record: set up, count down, record; then on to the preview. */
export function RecordPage() {
  return (
    <RequireAdvisor signedOut={<SignInPrompt message="Please log in to start recording" />}>
      {(advisor) => <Recorder advisor={advisor} />}
    </RequireAdvisor>
  );
}

function Recorder({ advisor }: { advisor: AdvisorView }) {
  const navigate = useNavigate();
  // 'Use This Script' sends ?script=<template id>; an unknown id just means no teleprompter.
  const template = findScriptTemplate(useSearch({ from: '/record' }).script);
  const [clientName, setClientName] = useState('');
  // The teleprompter speaks with the names the app knows, not [Advisor Name] and [Firm Name].
  const script = template && {
    ...template,
    script: fillScript(template.script, {
      advisorName: advisor.advisorName,
      firmName: advisor.companyName,
      clientName,
    }),
  };
  const { state, countdown, muted, stream, cameraStream, cameraLost, recordedDraftId, controller } =
    useRecorder(advisor.id);
  const drafts = useUnfinishedDrafts(advisor.id);
  const [screenCapture] = useState(canCaptureScreen);
  // Straight into setup, unless there are recordings to recover first.
  const [setupOpen, setSetupOpen] = useState<boolean | null>(null);
  const showSetup = setupOpen ?? (drafts !== undefined && drafts.length === 0);
  const live = state.status === 'recording' || state.status === 'paused';

  useEffect(() => {
    if (recordedDraftId)
      void navigate({ to: '/record/preview', search: { draft: recordedDraftId } });
  }, [recordedDraftId, navigate]);

  useEffect(() => {
    if (!live) return;
    // The draft survives leaving, but a recording should never end by accident.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [live]);

  async function start(settings: RecordingSettings) {
    setSetupOpen(false);
    // The draft remembers the script, so the preview's title starts as the script's title.
    await controller.start(
      script
        ? { ...settings, script: { id: script.id, title: script.title }, clientName }
        : settings,
    );
    // Any failure, now or when the recording ends, returns to setup; the dialog
    // shows again as soon as the recorder is back there.
    setSetupOpen(true);
  }

  async function recover(draft: DraftRow) {
    try {
      await recoverDraft(db, draft);
      await navigate({ to: '/record/preview', search: { draft: draft.id } });
    } catch {
      recorderToasts.processingFailed();
    }
  }

  const teleprompter = script ? (
    <div className="min-w-0 space-y-4">
      <ScriptClientField value={clientName} onChange={setClientName} />
      <Teleprompter
        template={script}
        surface={sharedSurface(stream)}
        hold={state.status !== 'recording' && state.status !== 'setup'}
      />
    </div>
  ) : null;

  if (state.status === 'stopped') {
    return (
      <AppPage title="Finishing Your Recording">
        <Card className="flex items-center gap-3 p-6 text-slate-600" role="status">
          <Loader2 className="animate-spin" size={20} aria-hidden="true" /> Saving your recording on
          this device…
        </Card>
      </AppPage>
    );
  }

  // During the countdown the new recording's own draft would flash up here.
  const unfinished =
    state.status === 'setup' && drafts && drafts.length > 0 ? (
      <UnfinishedDrafts
        drafts={drafts}
        onRecover={(draft) => void recover(draft)}
        onDiscard={(draft) => void deleteDraft(db, draft.id)}
      />
    ) : null;
  const recording = live && stream;
  const bubble =
    recording && cameraStream ? (
      <SelfViewBubble
        stream={cameraStream}
        canFloat={!script}
        inline={!!script}
        // Chosen on the preview, after recording: until then the video will be composed in
        // the layout every two-stream recording starts with.
        start={selfViewStart(sharedSurface(stream), DEFAULT_LAYOUT)}
      />
    ) : null;
  // One list in both phases, the teleprompter always second: React keeps the same panel (its
  // scroll, auto-scroll and popped-out window) when the recording starts.
  const layout = recording
    ? `pb-24 ${script ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_28rem]' : ''}`
    : 'space-y-6';

  return (
    <AppPage title={live ? 'Recording' : 'New Recording'}>
      <div className={layout}>
        {recording ? (
          <div className="min-w-0 space-y-4">
            {/* Above the picture: below it, the fixed control bar would cover the words. */}
            <CameraLostNotice lost={cameraLost} />
            <ScreenPreview stream={stream} />
            {script ? bubble : null}
          </div>
        ) : (
          <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">
                {screenCapture ? 'Record your screen and voice' : 'Record yourself on camera'}
              </h2>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
                <ShieldCheck size={16} aria-hidden="true" /> Recordings stay on this device until
                you save them.
              </p>
            </div>
            <Button size="lg" onClick={() => setSetupOpen(true)}>
              <MonitorUp size={18} aria-hidden="true" /> Set Up Recording
            </Button>
          </Card>
        )}
        {teleprompter}
        {recording ? (
          <RecordingBar
            paused={state.status === 'paused'}
            muted={muted}
            elapsed={controller.elapsed}
            onPause={controller.pause}
            onResume={controller.resume}
            onToggleMute={controller.toggleMute}
            onStop={controller.stop}
          />
        ) : (
          unfinished
        )}
      </div>
      {script ? null : bubble}
      {state.status === 'countdown' ? (
        <CountdownOverlay seconds={countdown} onCancel={controller.stop} />
      ) : null}
      {showSetup && state.status === 'setup' ? (
        <SetupDialog
          scriptTitle={script?.title}
          onStart={(settings) => void start(settings)}
          onClose={() => setSetupOpen(false)}
        />
      ) : null}
    </AppPage>
  );
}
