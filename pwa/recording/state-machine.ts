/**
 * The recorder's states and moves, free of browser APIs so every rule is unit
 * tested: setup -> countdown -> recording <-> paused -> stopped; a failure goes back to setup.
 * A move returns the next state and the effects the caller must carry out on the real
 * MediaRecorder and tracks, or null when the move is not allowed from the current state.
 */
export type RecorderStatus = 'setup' | 'countdown' | 'recording' | 'paused' | 'stopped';

export type RecorderEvent =
  | { type: 'START' }
  | { type: 'COUNTDOWN_DONE' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STOP' }
  | { type: 'FAIL' };

export type RecorderEffect =
  'startRecorder' | 'pauseRecorder' | 'resumeRecorder' | 'stopRecorder' | 'stopTracks';

export interface RecorderState {
  status: RecorderStatus;
  /** Time spent recording before the current stretch; paused time never counts. */
  recordedMs: number;
  /** When the current recording stretch began, or null when not recording. */
  since: number | null;
}

export interface Move {
  state: RecorderState;
  effects: readonly RecorderEffect[];
}

export const initialRecorderState: RecorderState = { status: 'setup', recordedMs: 0, since: null };

/** Milliseconds recorded so far, counting only time spent in `recording`. */
export function elapsedMs(state: RecorderState, now: number): number {
  return state.recordedMs + (state.since === null ? 0 : Math.max(0, now - state.since));
}

const closeStretch = (state: RecorderState, now: number) => ({
  recordedMs: elapsedMs(state, now),
  since: null,
});

export function transition(state: RecorderState, event: RecorderEvent, now: number): Move | null {
  const { status } = state;
  switch (event.type) {
    case 'START':
      return status === 'setup'
        ? { state: { ...initialRecorderState, status: 'countdown' }, effects: [] }
        : null;
    case 'COUNTDOWN_DONE':
      return status === 'countdown'
        ? { state: { status: 'recording', recordedMs: 0, since: now }, effects: ['startRecorder'] }
        : null;
    case 'PAUSE':
      return status === 'recording'
        ? { state: { status: 'paused', ...closeStretch(state, now) }, effects: ['pauseRecorder'] }
        : null;
    case 'RESUME':
      return status === 'paused'
        ? { state: { ...state, status: 'recording', since: now }, effects: ['resumeRecorder'] }
        : null;
    case 'STOP':
      // From a countdown there is nothing recorded yet, but the screen is already shared.
      if (status === 'countdown') return { state: initialRecorderState, effects: ['stopTracks'] };
      return status === 'recording' || status === 'paused'
        ? {
            state: { status: 'stopped', ...closeStretch(state, now) },
            effects: ['stopRecorder', 'stopTracks'],
          }
        : null;
    case 'FAIL':
      // From stopped too: a recording that could not be kept (too short, say) starts over.
      return { state: initialRecorderState, effects: ['stopTracks'] };
  }
}
