// npm run stances:from-bill -- --petition <url> [--reason <CODE>] [--check] <bill-status file>…
// Records every current CA/FL sponsor and co-sponsor of the bills as SUPPORT on the petition
// (README "Editing content"). --check writes nothing and exits 1 with a diff when the content is
// not in step with the files.
import { runCommand } from './command';
import { stancesFromBill } from './stancesFromBill';

const USAGE =
  'usage: npm run stances:from-bill -- --petition <url> [--reason <CODE>] [--check] <BILLSTATUS-*.xml | data.json>…';

runCommand(
  USAGE,
  {
    petition: { type: 'string' },
    reason: { type: 'string' },
    check: { type: 'boolean', default: false },
    content: { type: 'string', default: 'content' },
  },
  ({ values, positionals }) => {
    if (!values.petition) return '--petition is missing';
    return stancesFromBill({
      petition: values.petition,
      reason: values.reason,
      files: positionals,
      check: values.check,
      contentDir: values.content,
    });
  },
);
