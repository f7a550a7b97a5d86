// npm run legislators:sync -- <legislators-current.yaml> [--check]
// Brings legislators.yaml, the seats and the stance files in step with unitedstates/congress-legislators
// for CA and FL (README "Editing content"). --check writes nothing and exits 1 with a diff when the
// content is not in step with the file.
import { runCommand } from './command';
import { legislatorsSync } from './legislatorsSync';

const USAGE = 'usage: npm run legislators:sync -- <legislators-current.yaml> [--check]';

runCommand(
  USAGE,
  { check: { type: 'boolean', default: false }, content: { type: 'string', default: 'content' } },
  ({ values, positionals }) => {
    if (positionals.length !== 1 || !positionals[0]) return 'give exactly one legislators-current.yaml';
    return legislatorsSync({
      file: positionals[0],
      check: values.check,
      today: new Date().toISOString().slice(0, 10),
      contentDir: values.content,
    });
  },
);
