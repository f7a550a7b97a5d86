// `npm run deploy`: build the content and the app (prerendered pages), migrate the production
// database, then deploy Hosting and the functions to Firebase. Schema first: every migration is
// additive, so the functions still serving keep working while the new ones roll out.
// Needs: VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID (+ optional VITE_FIREBASE_AUTH_DOMAIN,
// VITE_FIREBASE_APP_ID, VITE_SITE_ORIGIN), DATABASE_URL of the Cloud SQL database (e.g. through
// the Cloud SQL Auth Proxy), `firebase login`, and Application Default Credentials allowed to
// change the project's Auth settings (`gcloud auth application-default login`) for the SMS policy,
// the Auth protection and the budget alert (docs/architecture/deploy.md#what-the-deploy-does).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REGION } from '@rv/api/contract';
import { createDb, migrateToLatest } from '@rv/functions/db';
import {
  applyAuthProtection,
  applyBudgetAlerts,
  applySmsRegionPolicyTo,
  googleApis,
  SMS_FRAUD_BLOCK_SCORE,
} from '@rv/functions/deploy';
import { hostingConfigFor } from './hostingHeaders';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dryRun = process.argv.includes('--dry-run');

const REQUIRED = {
  VITE_FIREBASE_API_KEY: 'the web API key (Firebase console → Project settings → Your apps)',
  VITE_FIREBASE_PROJECT_ID: 'the Firebase project id, e.g. registered-voice-prod',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY:
    'the reCAPTCHA Enterprise site key App Check uses (Firebase console → App Check → your web app)',
  DATABASE_URL:
    'the production PostgreSQL URL, e.g. postgres://user:pass@127.0.0.1:5432/registered_voice via the Cloud SQL Auth Proxy',
  RV_BILLING_ACCOUNT:
    'the Cloud Billing account paying for the project, e.g. 012345-6789AB-CDEF01 (gcloud billing projects describe <project>)',
  RV_MONTHLY_BUDGET_USD: 'the monthly budget in US dollars the alerts are measured against, e.g. 300',
} as const;

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status ?? result.signal}); nothing after it ran.`);
  }
}

/**
 * The site's origins, the only ones browsers may call the functions from (CORS): written to
 * functions/.env.<project>, which Firebase loads into the deployed functions; other lines of
 * that file are kept.
 */
function writeSiteOrigins(project: string): string {
  const origins = [
    process.env.VITE_SITE_ORIGIN,
    `https://${project}.web.app`,
    `https://${project}.firebaseapp.com`,
  ].filter((origin): origin is string => Boolean(origin));
  const file = path.join(root, 'functions', `.env.${project}`);
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];
  const kept = lines.filter((line) => !line.startsWith('RV_SITE_ORIGINS='));
  // The security log's HMAC key (functions/src/securityLog.ts): made once per project and kept,
  // so the log's pseudonyms stay comparable across deploys.
  if (!kept.some((line) => line.startsWith('RV_SECURITY_LOG_KEY=')))
    kept.push(`RV_SECURITY_LOG_KEY=${randomBytes(32).toString('hex')}`);
  if (!dryRun) writeFileSync(file, [...kept, `RV_SITE_ORIGINS=${origins.join(',')}`, ''].join('\n'));
  return origins.join(', ');
}

async function main() {
  const missing = Object.entries(REQUIRED).filter(([name]) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Set these before deploying (README "Deploy"):\n${missing.map(([name, what]) => `  ${name}: ${what}`).join('\n')}`,
    );
  }
  const project = process.env.VITE_FIREBASE_PROJECT_ID as string;
  if (project.startsWith('demo-'))
    throw new Error(`${project} is an emulator-only project; deploy to a real one.`);

  // No deploy goes out with the demo operator, its example contact or a stale date
  // (docs/decisions/0068-the-operator-is-named.md).
  step('Check the content for a release', 'npm', ['run', 'content:check', '--', '--strict']);
  step('Build content and app', 'npm', ['run', 'build']);
  console.log('\n▶ Migrate the database');
  if (!dryRun) {
    const db = createDb(process.env.DATABASE_URL as string);
    try {
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `  applied ${applied.join(', ')}` : '  already up to date');
    } finally {
      await db.destroy();
    }
  }
  console.log(`\n▶ Callables accept browsers from: ${writeSiteOrigins(project)}`);
  console.log('\n▶ Auth SMS region policy: US numbers only');
  if (!dryRun) await applySmsRegionPolicyTo(project);
  console.log(
    `\n▶ Auth protection: e-mail enumeration protection on, anonymous sign-in off, reCAPTCHA SMS defense blocking from toll-fraud score ${SMS_FRAUD_BLOCK_SCORE}`,
  );
  if (!dryRun) await applyAuthProtection(googleApis(project), project);
  const monthlyUsd = Number(process.env.RV_MONTHLY_BUDGET_USD);
  if (!Number.isInteger(monthlyUsd) || monthlyUsd < 1)
    throw new Error(
      `RV_MONTHLY_BUDGET_USD must be a whole number of dollars ≥ 1, got "${process.env.RV_MONTHLY_BUDGET_USD}".`,
    );
  console.log(
    `\n▶ Budget alert: ${monthlyUsd} USD a month, e-mails at 50, 90 and 100 % spent and 100 % forecast`,
  );
  if (!dryRun)
    await applyBudgetAlerts(googleApis(project), {
      projectId: project,
      billingAccount: process.env.RV_BILLING_ACCOUNT as string,
      monthlyUsd,
    });
  // firebase.json with the project's own function origin in the CSP (hostingHeaders.ts).
  const config = path.join(root, 'firebase.deploy.json');
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as unknown;
  writeFileSync(config, `${JSON.stringify(hostingConfigFor(base, project, DEFAULT_REGION), null, 2)}\n`);
  console.log(`\n▶ Pages may call functions at https://${DEFAULT_REGION}-${project}.cloudfunctions.net only`);
  // The functions' predeploy (firebase.json) bundles them with esbuild.
  step('Deploy Hosting and functions', 'npx', [
    'firebase',
    'deploy',
    '--config',
    config,
    '--only',
    'hosting,functions',
    '--project',
    project,
    '--non-interactive',
  ]);
  console.log(`\nDeployed to ${process.env.VITE_SITE_ORIGIN ?? `https://${project}.web.app`}.`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm run deploy stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
