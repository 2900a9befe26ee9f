import { Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../toast/toast.ts';
import type { ScriptTemplate } from '../../../shared/constants/script-templates.ts';
import { openScriptWindow } from './script-window.ts';
import {
  captureNote,
  parsePrefs,
  type SharedSurface,
  type TeleprompterPrefs,
} from './teleprompter-model.ts';
import { CONTROL, Note, TeleprompterPanel } from './teleprompter-panel.tsx';

const PREFS_KEY = 'briefcast.teleprompter';

function loadPrefs(): TeleprompterPrefs {
  try {
    return parsePrefs(localStorage.getItem(PREFS_KEY));
  } catch {
    return parsePrefs(null);
  }
}

function storePrefs(prefs: TeleprompterPrefs) {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
}

/**
 * The chosen script beside the recorder: large,
 * scrollable, with optional auto-scroll. It is part of this tab, so it stays out of the
 * recording only when the advisor shares something else; 'Pop Out' moves it into its own
 * window (always on top where Document Picture-in-Picture exists) for sharing a whole screen
 * from another display, and the panel says plainly what is and is not recorded.
 */
export function Teleprompter({
  template,
  surface,
  hold,
}: {
  template: ScriptTemplate;
  /** What the live recording shares; undefined before recording. */
  surface: SharedSurface;
  hold: boolean;
}) {
  const [prefs, setPrefs] = useState(loadPrefs);
  const [playing, setPlaying] = useState(false);
  const [popout, setPopout] = useState<{ window: Window; root: HTMLElement } | null>(null);
  const [returned, setReturned] = useState(false);
  const positionRef = useRef(0);
  const opening = useRef(false);
  const note = captureNote(surface, popout !== null);

  // The window goes with the page: leaving /record (or finishing) closes it.
  useEffect(() => {
    if (!popout) return;
    const closed = () => setPopout((current) => (current === popout ? null : current));
    popout.window.addEventListener('pagehide', closed);
    return () => {
      popout.window.removeEventListener('pagehide', closed);
      popout.window.close();
    };
  }, [popout]);

  function changePrefs(next: TeleprompterPrefs) {
    setPrefs(next);
    storePrefs(next);
  }

  async function popOut() {
    // A second click while the first window is still opening would open two.
    if (opening.current) return;
    opening.current = true;
    const opened = await openScriptWindow(template.title).finally(() => {
      opening.current = false;
    });
    if (opened) setPopout(opened);
    else
      toast.error('Could not open the script window', {
        description: 'Allow pop-ups for this site, or keep the script here.',
      });
  }

  function bringBack() {
    setPopout(null);
    setReturned(true);
  }

  const panel = (inWindow: boolean) => (
    <TeleprompterPanel
      template={template}
      prefs={prefs}
      onPrefsChange={changePrefs}
      playing={playing}
      onPlayingChange={setPlaying}
      hold={hold}
      note={note}
      positionRef={positionRef}
      inWindow={inWindow}
      onPopOut={() => void popOut()}
      onReturn={bringBack}
      focusPopOut={returned}
    />
  );

  if (!popout) return panel(false);
  return (
    <section
      aria-label="Teleprompter"
      className="overflow-hidden rounded-2xl bg-slate-900 text-white shadow-lg"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-sky-300 uppercase">Teleprompter</p>
          <p className="text-sm text-slate-200">
            <span className="font-semibold text-white">{template.title}</span> is open in its own
            window.
          </p>
        </div>
        <button type="button" className={`${CONTROL} ring-1 ring-white/20`} onClick={bringBack}>
          <Undo2 size={16} aria-hidden="true" /> Bring Script Back
        </button>
      </div>
      <Note note={note} />
      {createPortal(panel(true), popout.root)}
    </section>
  );
}
