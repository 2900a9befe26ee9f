import { ClipboardCopy } from 'lucide-react';
import { toast } from '../../toast/toast.ts';
import { buttonClass } from '../ui/button.tsx';
import { emailCard } from './email-card.ts';

/**
 * 'Copy for email': puts the link on the clipboard as a branded card (HTML, which Outlook and
 * Gmail paste as a picture that links to the video) and as plain text for apps that take only
 * text.
 */
export function CopyForEmail({
  shareLink,
  advisorName,
  disabled = false,
}: {
  shareLink: string | null;
  advisorName: string;
  disabled?: boolean;
}) {
  async function copy() {
    if (!shareLink) return;
    const card = emailCard({ shareLink, advisorName });
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([card.html], { type: 'text/html' }),
          'text/plain': new Blob([card.text], { type: 'text/plain' }),
        }),
      ]);
      toast.success('Copied for email', {
        description: 'Paste it into your message: the card opens the video.',
      });
    } catch {
      toast.error('Could not copy', { description: 'Copy the link instead.' });
    }
  }

  return (
    <button
      type="button"
      className={`${buttonClass('ghost', 'sm')} -ml-3 mt-2`}
      disabled={disabled || !shareLink}
      onClick={() => void copy()}
    >
      <ClipboardCopy size={16} aria-hidden="true" /> Copy for email
    </button>
  );
}
