// `npm run bench:web`: builds the app, serves it as Firebase Hosting would, and prints the web
// budget figures (printed, not asserted; the budget: docs/architecture/benchmarks.md):
//   • JavaScript each public page downloads, in English and in Spanish (/es/…), gzip (budgets in
//     each language: landing ≤ 92 KB, petition ≤ 120 KB), and whether a signed-out visit downloaded Firebase Auth
//     (it must not);
//   • Lighthouse 13 (mobile, simulated throttling) Performance (≥ 95) and Accessibility (100)
//     on the landing, a petition, the voter guide, the members list and a member's page in both languages, in the machine's Chromium
//     (scripts/browser/chromium.ts).
// Options: --runs N (Lighthouse runs per page, median reported; default 1), --no-build,
// --no-lighthouse, --verbose (list every script).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LOCALES, pathInLocale } from '@rv/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser/chromium';
import { serveApp } from '../e2e/stack/app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
const PORT = Number(process.env.RV_BENCH_WEB_PORT ?? 4319);
const CHROMIUM = findChromium();
// JavaScript budgets in KB gzip per page, in each language (decision 0079-petition-page-loads-what-it-shows).
const BUDGET = { performance: 95, accessibility: 100 };

const ENGLISH_PAGES: { name: string; path: string; jsBudgetKb?: number }[] = [
  { name: 'landing', path: '/', jsBudgetKb: 92 },
  { name: 'petition', path: '/petitions/carbon-fee-and-dividend', jsBudgetKb: 120 },
  { name: 'voter guide', path: '/voter-guide' },
  { name: 'petitions', path: '/petitions' },
  { name: 'about', path: '/about' },
  { name: 'sign-in', path: '/signin' },
  { name: 'members', path: '/legislators' },
  { name: 'member', path: '/legislators/jimmy-gomez' },
];
// Each page in each language (the Spanish build under /es: decision 0044-one-build-per-language).
const inEachLanguage = (pages: typeof ENGLISH_PAGES) =>
  LOCALES.flatMap((locale) =>
    pages.map((page) => ({
      name: `${page.name} (${locale})`,
      path: pathInLocale(page.path, locale),
      jsBudgetKb: page.jsBudgetKb,
    })),
  );
const PAGES = inEachLanguage(ENGLISH_PAGES);
// Lighthouse on the landing, a petition, the voter guide, the members list and a member's page.
const LIGHTHOUSE_PAGES = inEachLanguage(
  ENGLISH_PAGES.filter((page) =>
    ['landing', 'petition', 'voter guide', 'members', 'member'].includes(page.name),
  ),
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function javascriptOf(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    const scripts: { url: string; raw: number; gzip: number; brotli: number; auth: boolean }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            // Firebase Hosting serves Brotli to browsers that accept it.
            brotli: brotliCompressSync(body).length,
            // Firebase Auth's REST endpoint is in its bundle and nowhere else in ours.
            auth: body.includes('identitytoolkit.googleapis.com'),
          });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The chunks hydration loads are part of the page's JavaScript: wait for it before the
    // network falls idle again (when hydration started late, a page was counted without them).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Chunks requested by hydration right at the end of the idle window are still counted.
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return scripts;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the app (npm run build -w @rv/app)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@rv/app'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build -w @rv/app failed; run it to see why.');
  }
  // A private copy: another build in app/ (the end-to-end tests build there too) must not change
  // the files while they are measured.
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rv-bench-web-'));
  const site = path.join(copy, 'dist');
  cpSync(path.join(root, 'app/dist'), site, { recursive: true });
  const server = await serveApp(site, PORT);
  try {
    console.log(`\nJavaScript per page, signed out (gzip -9 of each file; ${server.url}):`);
    for (const page of PAGES) {
      const scripts = await javascriptOf(`${server.url}${page.path}`);
      const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
      const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
      const brotli = scripts.reduce((sum, s) => sum + s.brotli, 0);
      const auth = scripts.some((s) => s.auth);
      const budget =
        page.jsBudgetKb === undefined
          ? ''
          : `  (budget ≤ ${page.jsBudgetKb} KB: ${gzip / 1024 <= page.jsBudgetKb ? 'met' : 'OVER'})`;
      console.log(
        `  ${page.name.padEnd(17)} ${kb(gzip).padStart(6)} KB gzip (${kb(brotli).padStart(6)} KB brotli, ${kb(raw).padStart(6)} KB raw), ${scripts.length} files, Firebase Auth ${auth ? 'DOWNLOADED' : 'not downloaded'}${budget}`,
      );
      if (args.includes('--verbose')) {
        for (const s of scripts)
          console.log(`      ${kb(s.gzip).padStart(6)} KB  ${new URL(s.url).pathname}`);
      }
    }

    if (args.includes('--no-lighthouse')) return;
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (mobile, simulated throttling), median of ${runs} run(s):`,
    );
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
    try {
      // One run to warm up Chromium and the server; its figures are not reported.
      await lighthouse(server.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      for (const page of LIGHTHOUSE_PAGES) {
        const perf: number[] = [];
        const a11y: number[] = [];
        let details = '';
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${server.url}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          const { categories, audits } = result.lhr;
          perf.push(Math.round((categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((categories.accessibility?.score ?? 0) * 100));
          const metric = (id: string) => audits[id]?.displayValue ?? '?';
          details = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
          const failing = Object.values(audits).filter(
            (audit) =>
              audit.score === 0 &&
              result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
          );
          if (failing.length > 0)
            details += `; accessibility failures: ${failing.map((a) => a.id).join(', ')}`;
        }
        const p = median(perf);
        const a = median(a11y);
        console.log(
          `  ${page.name.padEnd(17)} Performance ${String(p).padStart(3)} (≥ ${BUDGET.performance}: ${p >= BUDGET.performance ? 'met' : 'MISSED'}), Accessibility ${String(a).padStart(3)} (${a >= BUDGET.accessibility ? 'met' : 'MISSED'})  ${details}`,
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    `bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
