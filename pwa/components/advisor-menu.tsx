import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronDown, CreditCard, LogOut, Settings } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../toast/toast.ts';
import { logout } from '../api/auth.ts';
import { forgetKnownAdvisor } from '../auth/known-advisor.ts';
import { setSignedInAdvisor } from '../auth/session.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useDismiss } from './ui/use-dismiss.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The advisor's menu: Settings, Billing and Log Out; closes on an outside click or Escape. */
export function AdvisorMenu() {
  const { advisor } = useAuth();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // With no current user a placeholder advisor is shown rather than an empty menu.
  const name = advisor?.advisorName ?? 'Advisor';

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container);

  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      forgetKnownAdvisor();
      queryClient.clear();
      toast.success('Logged out');
      // Signed out once off the guarded screen, which would otherwise show the login form first.
      await navigate({ to: '/' });
      setSignedInAdvisor(null);
    },
    onError: () => toast.error('Error', { description: 'Failed to log out. Please try again.' }),
  });

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="menu"
        aria-expanded={open}
        // On a phone only the initials show: the name still reaches a screen reader.
        aria-label={`Account menu: ${name}`}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-slate-100"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initials(name) || 'A'}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:block">
          {name}
        </span>
        <ChevronDown size={16} className="text-slate-500" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-medium text-slate-900">{name}</p>
            {advisor && <p className="truncate text-xs text-slate-500">{advisor.email}</p>}
          </div>
          <Link
            to="/settings"
            role="menuitem"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            <Settings size={16} /> Settings
          </Link>
          <Link
            to="/billing"
            role="menuitem"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            <CreditCard size={16} /> Billing
          </Link>
          <button
            type="button"
            role="menuitem"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50"
          >
            <LogOut size={16} /> Log Out
          </button>
        </div>
      )}
    </div>
  );
}
