import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';

/**
 * A new endpoint's signing secret. The server keeps it encrypted and never sends it again, so
 * this is the advisor's one chance to copy it; it goes when dismissed or the page is left.
 */
export function WebhookSecret({
  url,
  secret,
  onDismiss,
}: {
  url: string;
  secret: string;
  onDismiss: () => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Brought to the advisor's eyes (and a screen reader's) at once: it will not come back.
  useEffect(() => {
    field.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret Copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the secret and copy it yourself.' });
    }
  }

  return (
    <div
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid="webhook-secret"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 font-semibold text-amber-950">
        <KeyRound size={16} aria-hidden="true" />
        Signing secret for this endpoint
      </p>
      <p className="mt-1 text-sm break-all text-amber-900">{url}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-secret`} className="sr-only">
          Signing secret
        </label>
        <input
          ref={field}
          id={`${id}-secret`}
          readOnly
          value={secret}
          spellCheck={false}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900"
        />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy size={16} aria-hidden="true" /> Copy
        </Button>
      </div>
      <p id={`${id}-note`} className="mt-2 text-sm text-amber-900">
        <strong className="font-semibold">Copy it now: it is shown only this once.</strong> Your
        receiver uses it to check the <code>Briefcast-Signature</code> header of every delivery. If
        you lose it, delete the endpoint and add it again.
      </p>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={onDismiss}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
