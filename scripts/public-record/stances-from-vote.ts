// npm run stances:from-vote -- --petition <url> --legislators <legislators-current.yaml> [--check] <roll-call file>…
// Records the stance each current CA/FL member's recorded vote means for the petition, as
// content/votes.yaml says (README "Editing content"). --check writes nothing and exits 1 with a
// diff when the content is not in step with the files.
import { runCommand } from './command';
import { stancesFromVote } from './stancesFromVote';

const USAGE =
  'usage: npm run stances:from-vote -- --petition <url> --legislators <legislators-current.yaml> [--check] <vote data.json | clerk roll-call XML>…';

runCommand(
  USAGE,
  {
    petition: { type: 'string' },
    legislators: { type: 'string' },
    check: { type: 'boolean', default: false },
    content: { type: 'string', default: 'content' },
  },
  ({ values, positionals }) => {
    if (!values.petition) return '--petition is missing';
    if (!values.legislators)
      return '--legislators is missing (congress-legislators legislators-current.yaml)';
    return stancesFromVote({
      petition: values.petition,
      legislators: values.legislators,
      files: positionals,
      check: values.check,
      contentDir: values.content,
    });
  },
);
