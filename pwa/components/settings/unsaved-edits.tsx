import { useBlocker } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

type Report = (form: string, unsaved: boolean) => void;
const UnsavedContext = createContext<Report>(() => {});

/** Text as the server keeps it: edits that only add spaces at the ends change nothing. */
const normalised = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Whether a form's values differ from what was last saved. */
export function hasUnsavedEdits<T extends object>(values: T, saved: T): boolean {
  return (Object.keys(values) as (keyof T)[]).some(
    (key) => normalised(values[key]) !== normalised(saved[key]),
  );
}

/** A Settings form tells the page whether it holds edits not saved yet. */
export function useReportUnsaved(form: string, unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
}

/**
 * Settings' forms each save on their own, so leaving the page would silently drop what was
 * typed in one. While any form holds unsaved edits, leaving asks first: the browser's own
 * prompt for a reload or a closed tab, a dialog for a move inside the app.
 */
export function UnsavedEditsGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((form, isUnsaved) => {
    setUnsaved((current) => {
      if (current.has(form) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const any = unsaved.size > 0;
  const blocker = useBlocker({
    shouldBlockFn: () => any,
    enableBeforeUnload: () => any,
    withResolver: true,
  });
  return (
    <UnsavedContext.Provider value={report}>
      {children}
      {blocker.status === 'blocked' ? (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          onClose={(leave) => (leave ? blocker.proceed() : blocker.reset())}
        >
          You have changes in Settings that are not saved. Leaving now discards them.
        </ConfirmDialog>
      ) : null}
    </UnsavedContext.Provider>
  );
}
