import { CircleCheck, Clock, Link2Off } from 'lucide-react';
import type { LinkStatus } from './link-expiry.ts';

const LOOKS: Record<LinkStatus, { label: string; className: string; Icon: typeof Clock }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  revoked: { label: 'Revoked', className: 'bg-red-50 text-red-800', Icon: Link2Off },
  expired: { label: 'Expired', className: 'bg-amber-50 text-amber-900', Icon: Clock },
};

/** Whether the share link opens the video, as a small labelled chip. */
export function LinkStatusBadge({ status }: { status: LinkStatus }) {
  const { label, className, Icon } = LOOKS[status];
  return (
    <span
      data-testid="link-status"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${className}`}
    >
      <Icon size={14} aria-hidden="true" />
      <span className="sr-only">Link status: </span>
      {label}
    </span>
  );
}
