// npm run build:content [-- --content <dir> --out <dir> --now YYYY-MM-DD]
//   --check  also fail when a YAML file or a Markdown front matter is not in canonical format (prints a diff),
//            and print every date presented as future that has passed
//   --strict with --check, fail on those dates too, and on the operator's placeholders in site.yaml
//            (who runs the site, their contact): `npm run deploy` runs it before it builds
//   --fix    rewrite them in canonical format, then build
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent } from './build';
import { canonicalDiff } from './canonical';
import { CATALOGUE_DIR, CONTENT_DIR, contentFingerprint, recordFingerprint } from './catalogue';
import { renderModules, writeModules } from './emit';
import { type ContentError, formatError } from './errors';

const USAGE =
  'usage: npm run build:content -- [--content <dir>] [--out <dir>] [--now YYYY-MM-DD] [--check [--strict] | --fix]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        content: { type: 'string', default: 'content' },
        out: { type: 'string', default: 'packages/catalogue/src/generated' },
        now: { type: 'string' },
        check: { type: 'boolean', default: false },
        fix: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}
const values = readArgs();

if (values.now !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.now)) {
  console.error(`--now "${values.now}" is not a date — write it as YYYY-MM-DD, e.g. --now 2026-11-22`);
  process.exit(2);
}

const display = (file: string): string => path.relative(process.cwd(), file).split(path.sep).join('/');

/**
 * The canonical-format check: with `fix`, rewrites each file not in canonical format and counts
 * them; else prints each one's diff and returns an error for it.
 */
function checkFormat({ files, fix }: { files: readonly string[]; fix: boolean }) {
  let fixed = 0;
  const errors: ContentError[] = [];
  for (const file of files) {
    const change = canonicalDiff(display(file), readFileSync(file, 'utf8'));
    if (!change) continue;
    if (fix) {
      writeFileSync(file, change.canonical);
      fixed++;
      console.log(`fixed format: ${display(file)}`);
    } else {
      process.stdout.write(change.diff);
      errors.push({
        file: display(file),
        line: 1,
        col: 1,
        field: '(format)',
        message: 'is not in canonical YAML format (diff above) — run npm run content:fix',
      });
    }
  }
  return { fixed, errors };
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const started = performance.now();
// The project's own catalogue is marked with what it was made from, so `npm start` and the other
// entry points know it is current (scripts/build-content/catalogue.ts).
const intoProjectCatalogue =
  path.resolve(values.content) === CONTENT_DIR && path.resolve(values.out) === CATALOGUE_DIR;
const fingerprint = intoProjectCatalogue ? contentFingerprint() : null;
const build = () => buildContent({ contentDir: values.content, ...(values.now ? { now: values.now } : {}) });
let result = build();
let formatErrors: ContentError[] = [];
if (values.check || values.fix) {
  const format = checkFormat({ files: result.formatFiles, fix: values.fix });
  formatErrors = format.errors;
  if (format.fixed > 0) result = build();
}

const stale = result.warnings;
const { placeholders } = result;
if (values.strict) {
  // Counted with the errors below.
} else if (values.check) {
  for (const warning of [...stale, ...placeholders]) console.error(`⚠ ${formatError(warning)}`);
} else {
  if (stale.length > 0) {
    console.error(
      `⚠ ${plural(stale.length, 'thing')} to update (dates shown as future that have passed, plans without a map layout) — run npm run content:check`,
    );
  }
  if (placeholders.length > 0) {
    console.error(
      `⚠ ${plural(placeholders.length, 'placeholder')} in site.yaml (${placeholders.map((p) => p.field).join(', ')}): a deploy fails until the operator's own replace them — run npm run content:check`,
    );
  }
}
const errors = [...result.errors, ...formatErrors, ...(values.strict ? [...stale, ...placeholders] : [])];
for (const error of errors) console.error(formatError(error));

if (errors.length > 0 || !result.catalogue) {
  const files = new Set(errors.map((error) => error.file)).size;
  console.error(
    `\n✖ ${plural(errors.length, 'content error')} in ${plural(files, 'file')}; nothing was generated.`,
  );
  process.exit(1);
}

const outDir = path.resolve(values.out);
const { written, unchanged } = writeModules(renderModules(result.catalogue, outDir), outDir);
if (fingerprint && !values.fix) recordFingerprint(fingerprint);
const counts = Object.entries(result.counts)
  .map(([name, count]) => `${count} ${name}`)
  .join(', ');
console.log(
  `✔ content OK (${counts}) → ${display(outDir)}: ${written.length} written, ${unchanged.length} unchanged, in ${Math.round(performance.now() - started)} ms`,
);
