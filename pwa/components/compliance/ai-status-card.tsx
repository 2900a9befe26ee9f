import { Sparkles } from 'lucide-react';
import { MODELS_GUIDE } from '../../../shared/api/ai.ts';
import { useAiStatus } from '../../ai/use-ai-status.ts';
import { Card } from '../ui/card.tsx';

function Row({ label, on, detail }: { label: string; on: boolean; detail: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="text-sm text-slate-700">
        <span className={on ? 'font-medium text-emerald-800' : 'font-medium text-slate-700'}>
          {on ? 'On' : 'Off'}
        </span>{' '}
        · {detail}
      </dd>
    </div>
  );
}

/**
 * The firm's AI models as this server found them, for the people who supervise it: what is on,
 * what is off, and where the installation is described. Off is a normal state, not an alarm.
 */
export function AiStatusCard() {
  const status = useAiStatus();
  if (!status) return null;
  const { files } = status;
  return (
    <Card className="px-5 py-4 sm:px-6" role="region" aria-labelledby="ai-status-title">
      <h2 id="ai-status-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Sparkles size={16} aria-hidden="true" /> AI models on this server
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row
          label="Captions and transcripts"
          on={status.captions}
          detail={status.captions ? (files.transcription ?? '') : 'no speech model installed'}
        />
        <Row
          label="Titles and descriptions"
          on={status.languageModel}
          detail={
            status.languageModel
              ? (files.description ?? '')
              : status.captions
                ? 'taken from the transcript'
                : 'videos get a title with the client’s name and date'
          }
        />
      </dl>
      {!status.captions || !status.languageModel ? (
        <p className="mt-2 text-sm text-slate-600">
          To turn them on, install the models as {MODELS_GUIDE} in the Briefcast folder describes,
          then restart the server. Nothing is downloaded by Briefcast itself.
        </p>
      ) : null}
    </Card>
  );
}
