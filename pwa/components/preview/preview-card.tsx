import { useId, type ReactNode } from 'react';
import { Card } from '../ui/card.tsx';

/** One card of the preview screen: a heading (with an optional aside) over its content. */
export function PreviewCard({
  title,
  description,
  aside,
  flush = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  /** Content runs edge to edge (the player) instead of sitting in padding. */
  flush?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={titleId}>
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
          </div>
          {aside}
        </div>
        {flush ? children : <div className="px-5 py-5 sm:px-6">{children}</div>}
      </section>
    </Card>
  );
}
