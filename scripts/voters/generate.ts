// npm run voters:generate -- --state fl|ca --count N [--out dir] [--seed s] [--date YYYYMMDD] [--no-demo]
import { parseArgs } from 'node:util';
import { generateVoterFiles } from '@rv/functions/testkit/generator';

const usage =
  'Usage: npm run voters:generate -- --state fl|ca --count N [--out dir] [--seed s] [--date YYYYMMDD] [--no-demo]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        state: { type: 'string' },
        count: { type: 'string' },
        out: { type: 'string', default: '.data/voter-files' },
        seed: { type: 'string', default: '1' },
        date: { type: 'string', default: '20260101' },
        'no-demo': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.state !== 'fl' && values.state !== 'ca') fail('--state must be fl or ca.');
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0) fail('--count must be a whole number, e.g. --count 50000.');
const seed = Number(values.seed);
if (!Number.isInteger(seed)) fail('--seed must be a whole number.');

const started = performance.now();
const result = await generateVoterFiles({
  state: values.state,
  count,
  outDir: values.out,
  seed,
  date: values.date,
  demo: !values['no-demo'],
});
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `Wrote ${result.rows.toLocaleString('en-US')} ${values.state.toUpperCase()} rows in ${result.files.length} file(s) to ${values.out} (${seconds.toFixed(1)} s).\n`,
);
