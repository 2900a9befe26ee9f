import { Loader2 } from 'lucide-react';
import type { BadgeTone, StatusBadgeInfo } from './video-status.ts';

const TONES: Record<BadgeTone, string> = {
  progress: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  danger: 'bg-rose-50 text-rose-700 ring-rose-600/20',
  muted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  device: 'bg-brand-50 text-brand-700 ring-brand-600/20',
};

/** A small pill saying where a video stands ('Ready', 'Uploading 43%', 'Link revoked'). */
export function StatusBadge({ badge }: { badge: StatusBadgeInfo }) {
  return (
    <span
      title={badge.detail}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[badge.tone]}`}
    >
      {badge.busy ? (
        <Loader2 size={12} className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      {badge.label}
    </span>
  );
}

/** A card's badges in a row that wraps. */
export function StatusBadges({ badges }: { badges: readonly StatusBadgeInfo[] }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <StatusBadge key={badge.label} badge={badge} />
      ))}
    </div>
  );
}
