// npm run legislators:sync -- <legislators-current.yaml> [--check]
// Brings legislators.yaml, the seats and the stance files in step with unitedstates/congress-legislators
// for CA and FL (README "Editing content"). --check writes nothing and exits 1 with a diff when the
// content is not in step with the file.
import { parseArgs } from 'node:util';
import { legislatorsSync } from './legislatorsSync';

const USAGE = 'usage: npm run legislators:sync -- <legislators-current.yaml> [--check]';

function main(): number {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)} — ${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !positionals[0]) {
    console.error(`✖ give exactly one legislators-current.yaml — ${USAGE}`);
    return 1;
  }
  return legislatorsSync({
    file: positionals[0],
    check: values.check,
    today: new Date().toISOString().slice(0, 10),
    contentDir: values.content,
  });
}

function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      content: { type: 'string', default: 'content' },
    },
  });
}

process.exitCode = main();
