import { ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import type { ComplianceVideoDetail } from '../../../shared/api/compliance.ts';
import { REVIEW_NOTE_MAX_LENGTH } from '../../../shared/schemas/compliance.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { dateTime } from './format.ts';
import { REASON_TEXT } from './queue-badges.ts';
import { useDecideApproval } from './use-compliance.ts';

const STATE_LOOK = {
  pending: { Icon: ShieldAlert, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  approved: { Icon: ShieldCheck, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  rejected: { Icon: ShieldX, tone: 'border-rose-200 bg-rose-50 text-rose-900' },
} as const;

const STATE_TITLE = {
  pending: 'Awaiting approval: clients see “awaiting approval” and cannot watch.',
  approved: 'Approved: clients can watch.',
  rejected: 'Rejected: clients cannot watch.',
} as const;

/** Approve or reject a video that needs a principal's approval; shows the decision once made. */
export function ApprovalPanel({ video }: { video: ComplianceVideoDetail }) {
  const { approval } = video;
  const [note, setNote] = useState('');
  const decide = useDecideApproval(video.id);
  if (approval.state === 'not_required') return null;
  const { Icon, tone } = STATE_LOOK[approval.state];

  const send = (decision: 'approved' | 'rejected') =>
    decide.mutate(
      { decision, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast.success(decision === 'approved' ? 'Video approved' : 'Video rejected');
        },
        onError: () => toast.error('Error', { description: 'Failed to save the decision.' }),
      },
    );

  return (
    <div className="space-y-4">
      <div className={`flex gap-3 rounded-xl border p-3.5 text-sm ${tone}`}>
        <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{STATE_TITLE[approval.state]}</p>
          {approval.reasons.map((reason) => (
            <p key={reason}>{REASON_TEXT[reason]}</p>
          ))}
          {approval.decidedAt ? (
            <p className="text-xs opacity-80">
              {approval.decidedBy ?? 'A principal'} · {dateTime(approval.decidedAt)}
              {approval.note ? ` — “${approval.note}”` : ''}
            </p>
          ) : null}
        </div>
      </div>
      <TextAreaField
        label="Decision note (optional)"
        value={note}
        onValueChange={setNote}
        maxLength={REVIEW_NOTE_MAX_LENGTH}
        rows={2}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={decide.isPending || approval.state === 'approved'}
          onClick={() => send('approved')}
        >
          <ShieldCheck size={16} aria-hidden="true" /> Approve
        </Button>
        <Button
          variant="outline"
          disabled={decide.isPending || approval.state === 'rejected'}
          onClick={() => send('rejected')}
          className="text-rose-700"
        >
          <ShieldX size={16} aria-hidden="true" /> Reject
        </Button>
      </div>
    </div>
  );
}
