import { Link } from '@tanstack/react-router';
import { ChevronRight, FileText, Library, Video } from 'lucide-react';
import { useAuth } from '../auth/use-auth.ts';
import { AppHeader } from '../components/app-header.tsx';
import { ClientResponses } from '../components/dashboard/client-responses.tsx';
import { PendingUploads } from '../components/dashboard/pending-uploads.tsx';
import { RecentVideos } from '../components/dashboard/recent-videos.tsx';
import { Card } from '../components/ui/card.tsx';

const QUICK_ACTIONS = [
  {
    to: '/video-library',
    label: 'Video Library',
    detail: 'Every video you have sent',
    icon: Library,
  },
  {
    to: '/scripted-content',
    label: 'Browse Scripts',
    detail: 'Ready-made scripts for client updates',
    icon: FileText,
  },
] as const;

/**
 * /dashboard: the advisor's home, with new client responses, the recordings still
 * uploading from this device and the newest videos.
 */
export function DashboardPage() {
  const { advisor } = useAuth();
  const firstName = advisor?.advisorName.split(/\s+/)[0] ?? 'Advisor';
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              Welcome back, {firstName}
            </h1>
            <p className="mt-1 text-slate-600">
              Record a walkthrough and send your client a secure link.
            </p>
          </div>
          <ClientResponses />
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <Link
            to="/record"
            className="group flex flex-col items-center justify-center gap-4 rounded-2xl bg-brand-600 px-6 py-12 text-white shadow-sm transition hover:bg-brand-700 lg:col-span-2"
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/15 ring-8 ring-white/10 transition group-hover:scale-105">
              <Video size={36} />
            </span>
            <span className="text-2xl font-semibold">Start Recording</span>
            <span className="text-sm text-white">
              Screen and voice, trimmed, then shared through a private link
            </span>
          </Link>
          <Card className="p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Quick Actions
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {QUICK_ACTIONS.map(({ to, label, detail, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-lg py-3 hover:bg-slate-50"
                  >
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon size={20} />
                    </span>
                    <span className="flex-1">
                      <span className="block text-sm font-medium text-slate-900">{label}</span>
                      <span className="block text-xs text-slate-500">{detail}</span>
                    </span>
                    <ChevronRight size={16} className="text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        {advisor ? (
          <>
            <PendingUploads advisorId={advisor.id} />
            <RecentVideos advisorId={advisor.id} />
          </>
        ) : null}
      </main>
    </div>
  );
}
