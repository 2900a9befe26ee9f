import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import * as v from 'valibot';
import { COMPLIANCE_QUEUE_FILTERS } from '../shared/api/compliance.ts';
import { PLAN_IDS } from '../shared/constants/plans.ts';
import { RequireAdvisor } from './routes/require-advisor.tsx';
import { BillingPage } from './routes/billing.tsx';
import { CompliancePage } from './routes/compliance.tsx';
import { ComingSoonPage } from './routes/coming-soon.tsx';
import { ContactPage } from './routes/contact.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { ForgotPasswordPage } from './routes/forgot-password.tsx';
import { LandingPage } from './routes/landing.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PricingPage } from './routes/pricing.tsx';
import { RecordPage } from './routes/record.tsx';
import { RecordPreviewPage } from './routes/record-preview.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { ScriptedContentPage } from './routes/scripted-content.tsx';
import { SettingsPage } from './routes/settings.tsx';
import { SignupPage } from './routes/signup.tsx';
import { TermsPage } from './routes/terms.tsx';
import { VideoLibraryPage } from './routes/video-library.tsx';
import { VideoPage } from './routes/video-page.tsx';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

/** Wraps a login-only screen in the route guard. */
function advisorOnly(Page: () => React.ReactNode) {
  return function Guarded() {
    return (
      <RequireAdvisor>
        <Page />
      </RequireAdvisor>
    );
  };
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

const routeTree = rootRoute.addChildren([
  createRoute({ ...at('/'), component: LandingPage }),
  createRoute({ ...at('/signup'), component: SignupPage, validateSearch: signupSearch }),
  createRoute({ ...at('/pricing'), component: PricingPage }),
  createRoute({ ...at('/login'), component: LoginPage }),
  createRoute({ ...at('/forgot-password'), component: ForgotPasswordPage }),
  createRoute({
    ...at('/reset-password'),
    component: ResetPasswordPage,
    validateSearch: resetSearch,
  }),
  createRoute({ ...at('/terms'), component: TermsPage }),
  createRoute({ ...at('/contact'), component: ContactPage }),
  createRoute({ ...at('/coming-soon'), component: ComingSoonPage }),
  createRoute({ ...at('/dashboard'), component: advisorOnly(DashboardPage) }),
  createRoute({ ...at('/video-library'), component: advisorOnly(VideoLibraryPage) }),
  createRoute({ ...at('/scripted-content'), component: advisorOnly(ScriptedContentPage) }),
  createRoute({ ...at('/settings'), component: advisorOnly(SettingsPage) }),
  createRoute({ ...at('/billing'), component: advisorOnly(BillingPage) }),
  createRoute({
    ...at('/compliance'),
    component: advisorOnly(CompliancePage),
    validateSearch: complianceSearch,
  }),
  createRoute({ ...at('/videos/$videoId'), component: advisorOnly(VideoPage) }),
  createRoute({ ...at('/record'), component: RecordPage, validateSearch: recordSearch }),
  createRoute({
    ...at('/record/preview'),
    component: RecordPreviewPage,
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
