import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { COMPLIANCE_QUEUE_FILTERS } from '../shared/api/compliance.ts';
import { PLAN_IDS } from '../shared/constants/plans.ts';
import { RequireAdvisor } from './routes/require-advisor.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

/** A login-only screen, lazily loaded like the others and wrapped in the route guard. */
function advisorOnly(loadPage: () => Promise<() => React.ReactNode>) {
  return lazyRouteComponent(async () => {
    const Page = await loadPage();
    return {
      default: function Guarded() {
        return <RequireAdvisor>{() => <Page />}</RequireAdvisor>;
      },
    };
  });
}

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
    component: lazyRouteComponent(() => import('./routes/signup.tsx'), 'SignupPage'),
    validateSearch: signupSearch,
  }),
  createRoute({
    ...at('/pricing'),
    component: lazyRouteComponent(() => import('./routes/pricing.tsx'), 'PricingPage'),
  }),
  createRoute({
    ...at('/login'),
    component: lazyRouteComponent(() => import('./routes/login.tsx'), 'LoginPage'),
  }),
  createRoute({
    ...at('/forgot-password'),
    component: lazyRouteComponent(
      () => import('./routes/forgot-password.tsx'),
      'ForgotPasswordPage',
    ),
  }),
  createRoute({
    ...at('/reset-password'),
    component: lazyRouteComponent(() => import('./routes/reset-password.tsx'), 'ResetPasswordPage'),
    validateSearch: resetSearch,
  }),
  createRoute({
    ...at('/terms'),
    component: lazyRouteComponent(() => import('./routes/terms.tsx'), 'TermsPage'),
  }),
  createRoute({
    ...at('/contact'),
    component: lazyRouteComponent(() => import('./routes/contact.tsx'), 'ContactPage'),
  }),
  createRoute({
    ...at('/coming-soon'),
    component: lazyRouteComponent(() => import('./routes/coming-soon.tsx'), 'ComingSoonPage'),
  }),
  createRoute({
    ...at('/dashboard'),
    component: advisorOnly(() => import('./routes/dashboard.tsx').then((m) => m.DashboardPage)),
  }),
  createRoute({
    ...at('/video-library'),
    component: advisorOnly(() =>
      import('./routes/video-library.tsx').then((m) => m.VideoLibraryPage),
    ),
  }),
  createRoute({
    ...at('/scripted-content'),
    component: advisorOnly(() =>
      import('./routes/scripted-content.tsx').then((m) => m.ScriptedContentPage),
    ),
  }),
  createRoute({
    ...at('/settings'),
    component: advisorOnly(() => import('./routes/settings.tsx').then((m) => m.SettingsPage)),
  }),
  createRoute({
    ...at('/billing'),
    component: advisorOnly(() => import('./routes/billing.tsx').then((m) => m.BillingPage)),
  }),
  createRoute({
    ...at('/compliance'),
    component: advisorOnly(() => import('./routes/compliance.tsx').then((m) => m.CompliancePage)),
    validateSearch: complianceSearch,
  }),
  createRoute({
    ...at('/videos/$videoId'),
    component: advisorOnly(() => import('./routes/video-page.tsx').then((m) => m.VideoPage)),
  }),
  createRoute({
    ...at('/record'),
    component: lazyRouteComponent(() => import('./routes/record.tsx'), 'RecordPage'),
    validateSearch: recordSearch,
  }),
  createRoute({
    ...at('/record/preview'),
    component: lazyRouteComponent(() => import('./routes/record-preview.tsx'), 'RecordPreviewPage'),
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
}
