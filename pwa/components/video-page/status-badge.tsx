import type { VideoStatus } from '../../../shared/api/videos.ts';

const LOOKS: Record<VideoStatus, { label: string; className: string }> = {
  uploading: { label: 'Uploading', className: 'bg-brand-50 text-brand-800' },
  uploaded: { label: 'Processing', className: 'bg-brand-50 text-brand-800' },
  processing: { label: 'Processing', className: 'bg-brand-50 text-brand-800' },
  ready: { label: 'Ready', className: 'bg-emerald-50 text-emerald-800' },
  failed: { label: 'Failed', className: 'bg-red-50 text-red-800' },
};

/** The video's status next to its title. */
export function StatusBadge({ status }: { status: VideoStatus }) {
  const { label, className } = LOOKS[status];
  return (
    <span
      data-testid="video-status"
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-medium ${className}`}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
