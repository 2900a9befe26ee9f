import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, from node_modules: pages never fetch anything from a CDN. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 levels A and AA, the product's accessibility bar. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One broken rule, with where on the page it broke, short enough to read in a failure. */
export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

interface AxeResultsInPage {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * Runs axe-core on the page as it is now (its dialogs, toasts and error messages included).
 * Injected through the DevTools protocol, so the pages' Content-Security-Policy, which
 * refuses inline scripts, stays as strict as it is for users.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: unknown): Promise<AxeResultsInPage> };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      summary: node.failureSummary ?? '',
    })),
  }));
}
