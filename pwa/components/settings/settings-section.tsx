import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';

/**
 * The frame of one settings form: heading, fields, and a footer holding its buttons (none for
 * a section that saves each change at once).
 */
export function SettingsSection({
  title,
  description,
  footer,
  children,
  className = '',
}: {
  title: string;
  description: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`overflow-hidden ${className}`}>
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-500">{description}</p>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
      {footer ? (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
