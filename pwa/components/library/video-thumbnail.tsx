import { HardDrive, Video } from 'lucide-react';
import { useState } from 'react';
import { formatClock } from '../../../shared/format/clock.ts';

/**
 * A video's thumbnail with its length in the corner, or a placeholder while there is none
 * (still processing, failed, or a recording only on this device).
 */
export function VideoThumbnail({
  url,
  durationSeconds,
  onDevice = false,
  className = '',
}: {
  url: string | null;
  durationSeconds: number;
  onDevice?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const Icon = onDevice ? HardDrive : Video;
  return (
    <div className={`relative aspect-video overflow-hidden bg-slate-100 ${className}`}>
      {url && !broken ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-slate-100 to-slate-200 text-slate-400">
          <Icon size={32} aria-hidden="true" />
        </div>
      )}
      {durationSeconds > 0 ? (
        <span className="absolute right-1.5 bottom-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          <span className="sr-only">Length </span>
          {formatClock(durationSeconds)}
        </span>
      ) : null}
    </div>
  );
}
