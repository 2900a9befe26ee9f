import { Link } from '@tanstack/react-router';
import { Inbox, Users } from 'lucide-react';
import {
  COMPLIANCE_QUEUE_FILTERS,
  type ComplianceQueueFilter,
  type QueueItemView,
} from '../../../shared/api/compliance.ts';
import { StatusBadges } from '../library/status-badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { dateTime, type ComplianceSearch } from './format.ts';
import { queueBadges } from './queue-badges.ts';
import { useQueue } from './use-compliance.ts';

const FILTER_LABELS: Record<ComplianceQueueFilter, string> = {
  all: 'All',
  unreviewed: 'Unreviewed',
  reviewed: 'Reviewed',
  awaiting_approval: 'To approve',
};

function FilterTabs({ filter }: { filter: ComplianceQueueFilter }) {
  return (
    <div
      role="tablist"
      aria-label="Show"
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 text-sm"
    >
      {COMPLIANCE_QUEUE_FILTERS.map((value) => (
        <Link
          key={value}
          role="tab"
          aria-selected={value === filter}
          to="/compliance"
          search={(prev: ComplianceSearch) => ({
            ...prev,
            filter: value === 'all' ? undefined : value,
          })}
          className={`shrink-0 rounded-lg px-3 py-1.5 font-medium whitespace-nowrap ${
            value === filter
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {FILTER_LABELS[value]}
        </Link>
      ))}
    </div>
  );
}

function QueueItem({ item, selected }: { item: QueueItemView; selected: boolean }) {
  return (
    <li>
      <Link
        to="/compliance"
        search={(prev: ComplianceSearch) => ({ ...prev, video: item.id })}
        aria-current={selected ? 'true' : undefined}
        className={`block space-y-2 border-l-4 px-4 py-3.5 transition-colors ${
          selected ? 'border-brand-600 bg-brand-50/60' : 'border-transparent hover:bg-slate-50'
        }`}
      >
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 truncate font-medium text-slate-900">{item.title}</p>
          {item.recentRecipients > 0 ? (
            <span
              className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-500 tabular-nums"
              title="Recipients in the last 30 days"
            >
              <Users size={12} aria-hidden="true" />
              {item.recentRecipients}
            </span>
          ) : null}
        </div>
        <p className="truncate text-sm text-slate-500">
          {item.advisor.name}
          {item.clientName ? ` → ${item.clientName}` : ''}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StatusBadges badges={queueBadges(item)} />
          <time className="text-xs text-slate-600" dateTime={item.sentAt ?? item.createdAt}>
            {dateTime(item.sentAt ?? item.createdAt)}
          </time>
        </div>
      </Link>
    </li>
  );
}

/** The review queue: every advisor's sent videos, newest first, under a filter. */
export function QueueList({
  filter,
  selectedId,
}: {
  filter: ComplianceQueueFilter;
  selectedId: string | undefined;
}) {
  const queue = useQueue(filter, true);
  const items = queue.data?.pages.flatMap((page) => page.videos) ?? [];
  return (
    <div className="space-y-3">
      <FilterTabs filter={filter} />
      <Card className="overflow-hidden">
        {queue.isPending ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500" role="status">
            Loading the queue…
          </p>
        ) : queue.isError ? (
          <p className="px-4 py-10 text-center text-sm text-rose-700" role="alert">
            Could not load the queue.{' '}
            <button type="button" className="underline" onClick={() => void queue.refetch()}>
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Inbox aria-hidden="true" />
            </span>
            <p className="mt-3 font-medium text-slate-900">Nothing here</p>
            <p className="mt-1 text-sm text-slate-500">No sent videos match this filter.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Review queue">
            {items.map((item) => (
              <QueueItem key={item.id} item={item} selected={item.id === selectedId} />
            ))}
          </ul>
        )}
      </Card>
      {queue.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
