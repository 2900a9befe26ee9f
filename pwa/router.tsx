import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { COMPLIANCE_QUEUE_FILTERS } from '../shared/api/compliance.ts';
import { PLAN_IDS } from '../shared/constants/plans.ts';
import { RequireAdvisor } from './routes/require-advisor.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { TitledOutlet } from './components/page-title.tsx';

const rootRoute = createRootRoute({ component: TitledOutlet, notFoundComponent: NotFoundPage });

type Page = () => React.ReactNode;

/**
 * A screen that reads or writes through TanStack Query, loaded together with Query's provider.
 * The landing, sign-in and sign-up screens do without, so a first visit does not download Query.
 */
function withQueries(loadPage: () => Promise<Page>, guarded = false) {
  return lazyRouteComponent(async () => {
    const [Page, { QueriesProvider }] = await Promise.all([
      loadPage(),
      import('./queries-provider.tsx'),
    ]);
    return {
      default: function WithQueries() {
        return (
          <QueriesProvider>
            {guarded ? <RequireAdvisor>{() => <Page />}</RequireAdvisor> : <Page />}
          </QueriesProvider>
        );
      },
    };
  });
}

/** A login-only screen, wrapped in the route guard. */
const advisorOnly = (loadPage: () => Promise<Page>) => withQueries(loadPage, true);

// A bad ?plan= from an old link falls back to the default rather than breaking sign-up.
const signupSearch = v.object({ plan: v.fallback(v.optional(v.picklist(PLAN_IDS)), undefined) });
const resetSearch = v.object({ email: v.fallback(v.optional(v.string()), undefined) });
const previewSearch = v.object({ draft: v.fallback(v.optional(v.string()), undefined) });
/** 'Use This Script' opens /record?script=<template id> with the script in a teleprompter. */
const recordSearch = v.object({ script: v.fallback(v.optional(v.string()), undefined) });
/** /compliance?filter=&video=: the queue's filter and the video open beside it. */
const complianceSearch = v.object({
  filter: v.fallback(v.optional(v.picklist(COMPLIANCE_QUEUE_FILTERS)), undefined),
  video: v.fallback(v.optional(v.string()), undefined),
});

const at = <TPath extends string>(path: TPath) => ({ getParentRoute: () => rootRoute, path });

// Every screen but the 404 is its own chunk, fetched when first visited, so the first screen
// does not download the recorder, the editor or the compliance queue. The service worker
// precaches every chunk, so each screen still opens offline once the app is installed.
const routeTree = rootRoute.addChildren([
  createRoute({
    ...at('/'),
    component: lazyRouteComponent(() => import('./routes/landing.tsx'), 'LandingPage'),
  }),
  createRoute({
    ...at('/signup'),
    staticData: { title: 'Sign Up' },
    component: lazyRouteComponent(() => import('./routes/signup.tsx'), 'SignupPage'),
    validateSearch: signupSearch,
  }),
  createRoute({
    ...at('/pricing'),
    staticData: { title: 'Pricing' },
    component: withQueries(() => import('./routes/pricing.tsx').then((m) => m.PricingPage)),
  }),
  createRoute({
    ...at('/login'),
    staticData: { title: 'Log In' },
    component: lazyRouteComponent(() => import('./routes/login.tsx'), 'LoginPage'),
  }),
  createRoute({
    ...at('/forgot-password'),
    staticData: { title: 'Forgot Password' },
    component: withQueries(() =>
      import('./routes/forgot-password.tsx').then((m) => m.ForgotPasswordPage),
    ),
  }),
  createRoute({
    ...at('/reset-password'),
    staticData: { title: 'Reset Password' },
    component: withQueries(() =>
      import('./routes/reset-password.tsx').then((m) => m.ResetPasswordPage),
    ),
    validateSearch: resetSearch,
  }),
  createRoute({
    ...at('/terms'),
    staticData: { title: 'Terms and Privacy' },
    component: withQueries(() => import('./routes/terms.tsx').then((m) => m.TermsPage)),
  }),
  createRoute({
    ...at('/contact'),
    staticData: { title: 'Contact' },
    component: withQueries(() => import('./routes/contact.tsx').then((m) => m.ContactPage)),
  }),
  createRoute({
    ...at('/coming-soon'),
    staticData: { title: 'Coming Soon' },
    component: withQueries(() => import('./routes/coming-soon.tsx').then((m) => m.ComingSoonPage)),
  }),
  createRoute({
    ...at('/dashboard'),
    staticData: { title: 'Dashboard' },
    component: advisorOnly(() => import('./routes/dashboard.tsx').then((m) => m.DashboardPage)),
  }),
  createRoute({
    ...at('/video-library'),
    staticData: { title: 'Video Library' },
    component: advisorOnly(() =>
      import('./routes/video-library.tsx').then((m) => m.VideoLibraryPage),
    ),
  }),
  createRoute({
    ...at('/scripted-content'),
    staticData: { title: 'Scripted Content' },
    component: advisorOnly(() =>
      import('./routes/scripted-content.tsx').then((m) => m.ScriptedContentPage),
    ),
  }),
  createRoute({
    ...at('/settings'),
    staticData: { title: 'Settings' },
    component: advisorOnly(() => import('./routes/settings.tsx').then((m) => m.SettingsPage)),
  }),
  createRoute({
    ...at('/billing'),
    staticData: { title: 'Billing' },
    component: advisorOnly(() => import('./routes/billing.tsx').then((m) => m.BillingPage)),
  }),
  createRoute({
    ...at('/compliance'),
    staticData: { title: 'Compliance Review' },
    component: advisorOnly(() => import('./routes/compliance.tsx').then((m) => m.CompliancePage)),
    validateSearch: complianceSearch,
  }),
  createRoute({
    ...at('/videos/$videoId'),
    staticData: { title: 'Video' },
    component: advisorOnly(() => import('./routes/video-page.tsx').then((m) => m.VideoPage)),
  }),
  createRoute({
    ...at('/record'),
    staticData: { title: 'Record' },
    component: withQueries(() => import('./routes/record.tsx').then((m) => m.RecordPage)),
    validateSearch: recordSearch,
  }),
  createRoute({
    ...at('/record/preview'),
    staticData: { title: 'Review Recording' },
    component: withQueries(() =>
      import('./routes/record-preview.tsx').then((m) => m.RecordPreviewPage),
    ),
    validateSearch: previewSearch,
  }),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** The screen's name in the document title; the landing page has none ('Briefcast'). */
  interface StaticDataRouteOption {
    title?: string;
  }
}
