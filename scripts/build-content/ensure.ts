// Run before every entry point that reads the catalogue (`npm start`, `npm run storybook`,
// `npm run dev:app`, the benchmarks: their `pre…` scripts in package.json): builds it when it is
// missing or stale, says nothing when it is current, and stops the entry point on a content error.
import { ensureCatalogue } from './catalogue.ts';
import { formatError } from './errors.ts';

const started = performance.now();
const build = ensureCatalogue();
if (build?.ok === false) {
  for (const error of build.errors) console.error(formatError(error));
  console.error(
    `\n✖ content has ${build.errors.length} error${build.errors.length === 1 ? '' : 's'} (above); fix ${build.errors.length === 1 ? 'it' : 'them'} and run the command again.`,
  );
  process.exit(1);
}
if (build) {
  console.log(
    `✔ content catalogue built from content/ (${build.written.length} modules written) in ${Math.round(performance.now() - started)} ms`,
  );
}
