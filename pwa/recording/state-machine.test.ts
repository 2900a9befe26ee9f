import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  initialRecorderState,
  transition,
  type RecorderEvent,
  type RecorderState,
  type RecorderStatus,
} from './state-machine.ts';

/** Plays events from setup at the given times; throws on a refused move. */
function play(steps: readonly [RecorderEvent['type'], number][]): RecorderState {
  return steps.reduce((state, [type, at]) => {
    const move = transition(state, { type }, at);
    if (!move) throw new Error(`${type} refused from ${state.status}`);
    return move.state;
  }, initialRecorderState);
}

const inStatus = (status: RecorderStatus): RecorderState => ({
  status,
  recordedMs: 0,
  since: status === 'recording' ? 0 : null,
});

const ALL: RecorderStatus[] = ['setup', 'countdown', 'recording', 'paused', 'stopped'];

describe('recorder state machine', () => {
  it('goes setup -> countdown -> recording and starts the recorder only after the countdown', () => {
    const countdown = transition(initialRecorderState, { type: 'START' }, 0);
    expect(countdown).toEqual({ state: inStatus('countdown'), effects: [] });
    const recording = transition(inStatus('countdown'), { type: 'COUNTDOWN_DONE' }, 3000);
    expect(recording?.state.status).toBe('recording');
    expect(recording?.effects).toEqual(['startRecorder']);
  });

  it('pauses only from recording', () => {
    for (const status of ALL) {
      const move = transition(inStatus(status), { type: 'PAUSE' }, 10);
      expect(move?.state.status ?? null).toBe(status === 'recording' ? 'paused' : null);
    }
  });

  it('resumes only from paused', () => {
    for (const status of ALL) {
      const move = transition(inStatus(status), { type: 'RESUME' }, 10);
      expect(move?.state.status ?? null).toBe(status === 'paused' ? 'recording' : null);
    }
  });

  it('stops from recording and paused, stopping the recorder and every track', () => {
    for (const status of ['recording', 'paused'] as const) {
      expect(transition(inStatus(status), { type: 'STOP' }, 10)).toMatchObject({
        state: { status: 'stopped' },
        effects: ['stopRecorder', 'stopTracks'],
      });
    }
  });

  it('stopping during the countdown releases the shared screen and returns to setup', () => {
    expect(transition(inStatus('countdown'), { type: 'STOP' }, 10)).toEqual({
      state: initialRecorderState,
      effects: ['stopTracks'],
    });
  });

  it('refuses to stop when nothing is running', () => {
    expect(transition(inStatus('setup'), { type: 'STOP' }, 10)).toBeNull();
    expect(transition(inStatus('stopped'), { type: 'STOP' }, 10)).toBeNull();
  });

  it('returns to setup on a failure from any state and releases the tracks', () => {
    for (const status of ALL) {
      expect(transition(inStatus(status), { type: 'FAIL' }, 10)).toEqual({
        state: initialRecorderState,
        effects: ['stopTracks'],
      });
    }
  });

  it('counts only the time spent recording, never paused time or the countdown', () => {
    const state = play([
      ['START', 0],
      ['COUNTDOWN_DONE', 3_000],
      ['PAUSE', 7_000],
      ['RESUME', 20_000],
      ['STOP', 26_500],
    ]);
    expect(state.status).toBe('stopped');
    expect(elapsedMs(state, 99_999)).toBe(10_500);
  });

  it('keeps counting while recording and freezes while paused', () => {
    const recording = play([
      ['START', 0],
      ['COUNTDOWN_DONE', 1_000],
    ]);
    expect(elapsedMs(recording, 4_000)).toBe(3_000);
    const paused = transition(recording, { type: 'PAUSE' }, 5_000)?.state;
    if (!paused) throw new Error('pause refused');
    expect(elapsedMs(paused, 5_000)).toBe(4_000);
    expect(elapsedMs(paused, 60_000)).toBe(4_000);
  });
});
