import { describeTranscript } from '../ai/describe-transcript.ts';
import { extractiveSummary } from '../ai/extractive-summary.ts';
import type { VideoSummary } from '../ai/summary-text.ts';
import type { AppDeps } from '../deps.ts';

/**
 * A title and description from the transcript: the local language model's when one is
 * installed and answers usefully, else sentences taken from the transcript itself, else null
 * (the video keeps its fallback texts). A cancel throws, so the job is retried.
 */
export async function summarize(
  deps: AppDeps,
  input: { transcript: string; modelFile: string | undefined },
  signal: AbortSignal,
): Promise<VideoSummary | null> {
  if (input.modelFile) {
    try {
      const described = await describeTranscript({
        transcript: input.transcript,
        modelFile: input.modelFile,
        signal,
      });
      if (described) return described;
    } catch (err) {
      if (signal.aborted) throw err;
      deps.logger.warn({ err }, 'the language model could not describe the video');
    }
  }
  return extractiveSummary(input.transcript);
}
