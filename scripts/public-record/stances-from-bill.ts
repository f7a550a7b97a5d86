// npm run stances:from-bill -- --petition <url> [--reason <CODE>] [--check] <bill-status file>…
// Records every current CA/FL sponsor and co-sponsor of the bills as SUPPORT on the petition
// (README "Editing content"). --check writes nothing and exits 1 with a diff when the content is
// not in step with the files.
import { parseArgs } from 'node:util';
import { stancesFromBill } from './stancesFromBill';

const USAGE =
  'usage: npm run stances:from-bill -- --petition <url> [--reason <CODE>] [--check] <BILLSTATUS-*.xml | data.json>…';

function main(): number {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)} — ${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (!values.petition) {
    console.error(`✖ --petition is missing — ${USAGE}`);
    return 1;
  }
  return stancesFromBill({
    petition: values.petition,
    reason: values.reason,
    files: positionals,
    check: values.check,
    contentDir: values.content,
  });
}

function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      petition: { type: 'string' },
      reason: { type: 'string' },
      check: { type: 'boolean', default: false },
      content: { type: 'string', default: 'content' },
    },
  });
}

process.exitCode = main();
