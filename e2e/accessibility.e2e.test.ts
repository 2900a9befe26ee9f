import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations, type AxeViolation } from './axe.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { SharePage } from './pages/share-page.ts';
import { VideoPage } from './pages/video-page.ts';
import { saveScreenshotFromTop } from './screenshots.ts';
import { PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';

/*
 * axe-core (WCAG 2.1 A and AA) on every screen and state a person can reach: each public,
 * signed-in and client screen, their dialogs, menus, toasts and error states, at a phone's
 * width and a desktop's. A violation fails the test with its rule and where it broke. Each
 * state is also saved under test-results/screenshots/a11y-<state>-<width>.png to look at.
 */

const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 390: 844, 1440: 900 };

const app = appAndBrowserPerFile();
let shared: SharedVideo;

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
}, 120_000);
afterAll(async () => {
  await shared?.api.dispose();
});

/** One state: how to reach it from the previous one of its flow. */
type Step = [state: string, reach: (page: Page) => Promise<void>];

const url = (path: string) => `${app.server.url}${path}`;
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first().waitFor();
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).waitFor();

const PUBLIC: Step[] = [
  [
    'landing',
    async (page) => {
      await page.goto(url('/'));
      await page.getByRole('navigation', { name: 'Footer' }).waitFor();
    },
  ],
  [
    'pricing',
    async (page) => {
      await page.goto(url('/pricing'));
      await heading(page, 'Choose Your Plan');
      expect(await page.title()).toBe('Pricing · Briefcast');
    },
  ],
  [
    'signup',
    async (page) => {
      await page.goto(url('/signup'));
      await page.getByRole('button', { name: 'Create Account - Join Beta' }).waitFor();
    },
  ],
  [
    'signup-errors',
    async (page) => {
      await page.getByRole('button', { name: 'Create Account - Join Beta' }).click();
      await page.getByText('Advisor name is required').waitFor();
    },
  ],
  [
    'login',
    async (page) => {
      await page.goto(url('/login'));
      await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    },
  ],
  [
    'login-error-toast',
    async (page) => {
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await toast(page, 'Login Failed');
    },
  ],
  [
    'forgot-password',
    async (page) => {
      await page.goto(url('/forgot-password'));
      await page.getByRole('button', { name: 'Send Reset Code' }).waitFor();
    },
  ],
  [
    'forgot-password-code-sent',
    async (page) => {
      await page
        .getByLabel('Email')
        .fill('an.advisor.with.a.rather.long.address@example-advisory-firm.com');
      await page.getByRole('button', { name: 'Send Reset Code' }).click();
      await page.getByText('Code Sent!').waitFor();
    },
  ],
  [
    'reset-password',
    async (page) => {
      await page.goto(url('/reset-password?email=someone%40example.com'));
      await page.getByLabel('New Password').waitFor();
    },
  ],
  [
    'terms',
    async (page) => {
      await page.goto(url('/terms'));
      await page.getByText('Template.').first().waitFor();
    },
  ],
  [
    'contact',
    async (page) => {
      await page.goto(url('/contact'));
      await heading(page, 'Contact Us');
      await page.getByText('has not published a support contact').waitFor();
    },
  ],
  [
    'coming-soon',
    async (page) => {
      await page.goto(url('/coming-soon'));
      await heading(page, /Coming Soon/);
    },
  ],
  [
    'not-found',
    async (page) => {
      await page.goto(url('/no-such-page'));
      await page.getByText('404').first().waitFor();
      expect(await page.title()).toBe('Page Not Found · Briefcast');
    },
  ],
];

const SIGNED_IN: Step[] = [
  [
    'dashboard',
    async (page) => {
      await page.goto(url('/dashboard'));
      await heading(page, 'Welcome back, Priya');
      await page.getByText(SAMPLE_VIDEO.title).first().waitFor();
    },
  ],
  [
    'advisor-menu',
    async (page) => {
      await page.getByRole('button', { name: /Priya Raman/ }).click();
      await page.getByRole('menu').waitFor();
    },
  ],
  [
    'video-library',
    async (page) => {
      await page.goto(url('/video-library'));
      await page.getByText(SAMPLE_VIDEO.title).first().waitFor();
      // Each screen names itself, for tabs, history and screen readers.
      expect(await page.title()).toBe('Video Library · Briefcast');
    },
  ],
  [
    'scripted-content',
    async (page) => {
      await page.goto(url('/scripted-content'));
      await heading(page, 'Scripted Content');
    },
  ],
  [
    'script-preview-dialog',
    async (page) => {
      await page.getByRole('button', { name: 'Preview Script' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'settings-contact',
    async (page) => {
      await page.goto(url('/settings'));
      await page.getByRole('tab', { name: 'Contact Info' }).waitFor();
      await page.getByLabel('Advisor Name').waitFor();
    },
  ],
  [
    'settings-saved-toast',
    async (page) => {
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await toast(page, 'Saved');
    },
  ],
  [
    'settings-compliance',
    async (page) => {
      await page.getByRole('tab', { name: 'Compliance' }).click();
      await page.getByRole('button', { name: 'Preview Gate' }).waitFor();
    },
  ],
  [
    'settings-gate-preview-dialog',
    async (page) => {
      await page.getByRole('button', { name: 'Preview Gate' }).click();
      await dialog(page, 'Terms & Disclosure Preview');
    },
  ],
  [
    'settings-restore-default-dialog',
    async (page) => {
      await page.getByRole('button', { name: 'Close Preview' }).click();
      await page.getByRole('button', { name: 'Restore Default' }).click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'settings-branding',
    async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Branding' }).click();
      await page.getByText('Live Preview').first().waitFor();
    },
  ],
  [
    'settings-integrations',
    async (page) => {
      await page.getByRole('tab', { name: 'Integrations' }).click();
      await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
    },
  ],
  [
    'billing',
    async (page) => {
      await page.goto(url('/billing'));
      await page.getByText('Free during the beta').waitFor();
      await page.getByText('/month after the beta').waitFor();
    },
  ],
  [
    'compliance',
    async (page) => {
      await page.goto(url('/compliance'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  ],
  [
    'video-page',
    async (page) => {
      const videoPage = new VideoPage(page, app.server.url);
      await videoPage.open(shared.video.id);
      await videoPage.waitForMetadata();
    },
  ],
  [
    'video-page-revoke-dialog',
    async (page) => {
      await page.getByRole('button', { name: 'Revoke Link' }).first().click();
      await dialog(page, 'Revoke this link?');
    },
  ],
  [
    'record-setup',
    async (page) => {
      await page.goto(url('/record'));
      await page.getByRole('dialog').first().waitFor();
    },
  ],
  [
    'preview',
    async (page) => {
      await page.goto(url('/dashboard'));
      const draftId = await seedDraft(page, testWebm(4), { durationMs: 4_000 });
      await new PreviewPage(page, app.server.url).open(draftId);
      await page.locator('video').first().waitFor();
    },
  ],
  [
    'preview-layout',
    async (page) => {
      await page.goto(url('/dashboard'));
      const camera = { file: testWebm(4, { colour: 'magenta' }), offsetMs: 40 };
      const draftId = await seedDraft(page, testWebm(4), { durationMs: 4_000, camera });
      await new PreviewPage(page, app.server.url).open(draftId);
      await page.getByTestId('layout-stage').waitFor();
      await page.getByRole('radio', { name: 'Side by side' }).check({ force: true });
    },
  ],
  [
    'preview-trim-note',
    async (page) => {
      // Between two keyframes: the card says where the cut will really start.
      await new PreviewPage(page, app.server.url).pressOn('Trim start', 'ArrowRight', 23);
      await page.getByText(/^Starts at 0:02\.0, the closest clean cut before 0:02\.3/).waitFor();
    },
  ],
];

const CLIENT: Step[] = [
  [
    'share-terms-dialog',
    async (page) => {
      await new SharePage(page, shared.url).open();
      await new SharePage(page, shared.url).termsDialog().waitFor();
    },
  ],
  [
    'share-declined',
    async (page) => {
      await new SharePage(page, shared.url).decline();
      await page.getByText('You declined the disclosure').waitFor();
    },
  ],
  [
    'share-password-error',
    async (page) => {
      const share = new SharePage(page, shared.url);
      await page.getByRole('button', { name: 'Review again' }).click();
      await share.accept();
      await share.passwordDialog().waitFor();
      await share.enterPassword('not the password');
      await share.passwordError('Incorrect password. Please try again.');
    },
  ],
  [
    'share-player-toast',
    async (page) => {
      const share = new SharePage(page, shared.url);
      await share.enterPassword(SAMPLE_VIDEO.password);
      await share.toastSays('Access Granted');
      await share.waitForMetadata();
    },
  ],
  [
    'share-not-found',
    async (page) => {
      await page.goto(url('/share/no-such-link-at-all'));
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  ],
];

const FLOWS: { name: string; signedIn: boolean; steps: Step[] }[] = [
  { name: 'public screens', signedIn: false, steps: PUBLIC },
  { name: 'signed-in screens', signedIn: true, steps: SIGNED_IN },
  { name: "the client's share page", signedIn: false, steps: CLIENT },
];

const describeViolations = (violations: AxeViolation[]) =>
  violations.map(
    ({ rule, help, nodes }) =>
      `${rule} (${help}): ${nodes.map((node) => `${node.target} — ${node.summary}`).join('; ')}`,
  );

describe('axe-core finds no WCAG 2.1 A/AA violation', () => {
  for (const { name, signedIn, steps } of FLOWS) {
    for (const width of WIDTHS) {
      it(`on ${name} at ${width} px`, async () => {
        const context: BrowserContext = await app.browser.newContext({
          viewport: { width, height: HEIGHT[width] },
          isMobile: width === 390,
          hasTouch: width === 390,
          ...(signedIn ? { storageState: await shared.api.storageState() } : {}),
        });
        const found: Record<string, string[]> = {};
        try {
          const page = await context.newPage();
          for (const [state, reach] of steps) {
            await reach(page);
            await saveScreenshotFromTop(page, `a11y-${state}-${width}`, {
              visible: state.includes('dialog') || state.includes('menu'),
            });
            const violations = await axeViolations(page);
            if (violations.length > 0) found[state] = describeViolations(violations);
          }
        } finally {
          await context.close();
        }
        expect(found).toEqual({});
      }, 300_000);
    }
  }
});
