/**
 * A Web Lock held by the tab that is recording a draft. Another tab, or this one after a
 * reload, can then tell a draft still being written from one whose tab died mid-recording.
 */
const lockName = (draftId: string) => `briefcast-recording-${draftId}`;

/** Holds the draft's lock until `release` is called (or the tab goes away). */
export function holdRecordingLock(draftId: string): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void navigator.locks?.request(lockName(draftId), () => held);
  return { release };
}

/** Ids of drafts a live tab is recording right now. */
export async function draftsBeingRecorded(): Promise<Set<string>> {
  const state = await navigator.locks?.query();
  const names = (state?.held ?? []).map((lock) => lock.name ?? '');
  const prefix = lockName('');
  return new Set(names.filter((n) => n.startsWith(prefix)).map((n) => n.slice(prefix.length)));
}
