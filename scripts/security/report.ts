// npm run security:report -- [--hours 24] [--json] [--identities-per-prefix 5] [--writes-per-burst 100]
//   [--burst-minutes 10] [--lookup-sign-ins 3] [--lookup-minutes 30]
// Reads the pseudonymous security log of DATABASE_URL (or the local stack's database) and prints
// the patterns an operator should look at, each with the identities (uid hashes) behind it, which
// `npm run stances:void` takes. Reads only; exit 0 with or without findings.
import { parseArgs } from 'node:util';
import { dbOnPool } from '@rv/functions/db';
import {
  describeFinding,
  REPORT_DEFAULTS,
  type ReportOptions,
  securityReport,
} from '@rv/functions/security-report';
import { openLocalPool } from '../db/local';

const usage =
  'Usage: npm run security:report -- [--hours N] [--json] [--identities-per-prefix N] [--writes-per-burst N] [--burst-minutes N] [--lookup-sign-ins N] [--lookup-minutes N]';

const NUMBER_OPTIONS: Record<string, keyof ReportOptions> = {
  hours: 'hours',
  'identities-per-prefix': 'identitiesPerPrefix',
  'writes-per-burst': 'writesPerBurst',
  'burst-minutes': 'burstMinutes',
  'lookup-sign-ins': 'lookupSignIns',
  'lookup-minutes': 'lookupMinutes',
};

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        ...Object.fromEntries(Object.keys(NUMBER_OPTIONS).map((name) => [name, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();

const options: Partial<ReportOptions> = {};
for (const [flag, key] of Object.entries(NUMBER_OPTIONS)) {
  const raw = (values as Record<string, unknown>)[flag];
  if (typeof raw !== 'string') continue;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) fail(`--${flag} must be a whole number ≥ 1, got "${raw}".`);
  options[key] = value;
}

const local = await openLocalPool().catch((error: unknown) => {
  process.stderr.write(
    `Cannot reach the database.\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
const db = dbOnPool(local.pool);
try {
  const findings = await securityReport(db, options);
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ options: { ...REPORT_DEFAULTS, ...options }, findings }, null, 2)}\n`,
    );
  } else {
    const hours = options.hours ?? REPORT_DEFAULTS.hours;
    process.stdout.write(
      findings.length === 0
        ? `Nothing to look at in the last ${hours} hours.\n`
        : `${findings.length} pattern(s) in the last ${hours} hours:\n${findings.map((f) => `- ${describeFinding(f)}`).join('\n')}\n`,
    );
  }
} finally {
  await db.destroy();
}
