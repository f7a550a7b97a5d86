import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

/** The Chromium started once by the global setup; each journey file connects to it. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** Screenshots of failed journeys (git-ignored test-results/). */
const FAILURE_SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/failures');

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface VoterTab {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page so far (a journey ends by expecting none). */
  errors: string[];
  /** A full URL of the app under test for a path such as `/petitions`. */
  url(path: string): string;
}

/**
 * A fresh browser profile (no storage, no session) on the app built over the real content
 * or over the fixture catalogue. `browser.newContext()`, not `browser.newPage()`: axe needs it
 * (docs/architecture/toolchain.md#axe-needs-a-browser-context).
 */
export async function openTab(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    app?: 'content' | 'fixture';
    javaScriptEnabled?: boolean;
    /** The browser's language (navigator.languages); U.S. English unless given. */
    locale?: string;
  } = {},
): Promise<VoterTab> {
  const base = options.app === 'fixture' ? inject('fixtureAppUrl') : inject('appUrl');
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-US',
    timezoneId: 'America/Los_Angeles',
  });
  // An upper bound for waiting on the stack, not a speed check: on a busy 2-core machine a
  // sign-in or a callable can take many seconds (benchmarks measure speed).
  context.setDefaultTimeout(45_000);
  const page = await context.newPage();
  if (options.javaScriptEnabled ?? true) {
    // Prerendered pages are visible before React hydrates them, and what a voter does in that
    // moment is not kept: arrive, as a voter can act, once the app marks the page interactive.
    const interactive = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive();
      return response;
    };
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page showed when a journey failed, for the person reading the failure.
  onTestFailed(async ({ task }) => {
    const file = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${Date.now()}.png`;
    await mkdir(FAILURE_SCREENSHOTS, { recursive: true });
    await page
      .screenshot({ path: path.join(FAILURE_SCREENSHOTS, file), fullPage: true })
      .catch(() => undefined);
  });
  return { context, page, errors, url: (path) => new URL(path, base).toString() };
}

/** WCAG 2.0, 2.1 and 2.2 A + AA: the product's bar (STANDARDS: WCAG 2.2 AA). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on what the page shows now and fails with each violation's rule, impact and the
 * elements involved, so the message says what to fix.
 */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe violations on ${where} (${page.url()})`).toEqual([]);
}
