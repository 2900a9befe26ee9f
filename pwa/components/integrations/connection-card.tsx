import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import type { ConnectionView } from '../../../shared/api/integrations.ts';
import { errorCode } from '../../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ConnectForm } from './connect-form.tsx';
import { hintLabel } from './connection-fields.ts';
import { connectionSummary } from './connection-status.ts';
import { StatusPill } from './status-pill.tsx';
import { useDisconnectCrm, useTestConnection } from './use-integrations.ts';

/** The last test's answer, shown under the buttons until the next one. */
interface TestResult {
  ok: boolean;
  message: string;
}

/**
 * One CRM: its state (with masked hints of what is saved, or why it is broken), and
 * Connect / Test connection / Replace credentials / Disconnect (after asking).
 */
export function ConnectionCard({ connection }: { connection: ConnectionView }) {
  const { provider, label, status } = connection;
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);
  const test = useTestConnection(provider);
  const disconnect = useDisconnectCrm(provider);
  const summary = connectionSummary(connection);
  const saved = status !== 'not_connected';
  const busy = test.isPending || disconnect.isPending;
  const hints = Object.entries(connection.hints);

  function runTest() {
    setResult(null);
    test.mutate(undefined, {
      onSuccess: ({ ok, message }) => {
        setResult({ ok, message });
        if (ok) toast.success('Connection Works', { description: message });
        else toast.error('Connection Failed', { description: message });
      },
      onError: (error) => {
        const message =
          errorCode(error) === 'NOT_FOUND'
            ? `${label} is not connected any more.`
            : `Could not test the ${label} connection. Please try again.`;
        setResult({ ok: false, message });
        toast.error('Error', { description: message });
      },
    });
  }

  function closeDisconnect(confirmed: boolean) {
    setConfirming(false);
    if (!confirmed) return;
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setResult(null);
        setFormOpen(false);
        toast.success('Disconnected', { description: `${label} credentials were deleted.` });
      },
      onError: () => toast.error('Error', { description: `Failed to disconnect ${label}` }),
    });
  }

  return (
    <li data-testid={`crm-${provider}`} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{label}</h3>
          <p
            className={`mt-0.5 text-sm ${summary.tone === 'bad' ? 'text-red-700' : 'text-slate-500'}`}
            data-testid="crm-detail"
          >
            {summary.detail}
          </p>
        </div>
        <StatusPill tone={summary.tone} label={summary.badge} srPrefix={`${label} status: `} />
      </div>

      {saved && hints.length > 0 ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {hints.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-slate-500">{hintLabel(provider, key)}</dt>
              <dd className="min-w-0 font-mono break-all text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {result ? (
        <p
          role="status"
          data-testid="crm-test-result"
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${
            result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'
          }`}
        >
          {result.message}
        </p>
      ) : null}

      {formOpen ? (
        <div className="mt-4">
          <ConnectForm provider={provider} replacing={saved} onDone={() => setFormOpen(false)} />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {saved ? (
            <>
              <Button variant="outline" onClick={runTest} disabled={busy}>
                {test.isPending ? 'Testing...' : 'Test connection'}
              </Button>
              <Button variant="outline" onClick={() => setFormOpen(true)} disabled={busy}>
                {status === 'broken' ? 'Reconnect' : 'Replace credentials'}
              </Button>
              <Button
                variant="ghost"
                className="text-red-700! hover:bg-red-50! sm:ml-auto"
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
              </Button>
            </>
          ) : (
            <Button onClick={() => setFormOpen(true)}>Connect {label}</Button>
          )}
        </div>
      )}

      {confirming ? (
        <ConfirmDialog
          title={`Disconnect ${label}?`}
          confirmLabel="Disconnect"
          onClose={closeDisconnect}
        >
          The saved credentials are deleted and notes not yet delivered to {label} will not be sent.
          You can connect again at any time.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
