// What a Spanish twin must keep of its English file, so that a translation cannot quietly change
// the facts: the same outline (headings and lists, in order, with as many items), the same link
// targets (the sources), the same figures (every run of digits) and, for templates and pages, the
// same placeholders. Each difference is reported at its place in the twin; links, figures and
// placeholders are compared as sets, so a translation may repeat one.
import type { ListItem, Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ErrorCollector } from './collector';
import { type BodyMatch, type MarkdownFile, matchesInBody, placeholderUses } from './markdown';

interface OutlineItem {
  /** How a volunteer would name it: "a ## heading", "a numbered list of 4 items". */
  readonly describe: string;
  readonly line: number;
  readonly col: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function place(node: Nodes): { line: number; col: number } {
  return { line: node.position?.start.line ?? 1, col: node.position?.start.column ?? 1 };
}

/** The headings and lists of a body in document order. */
function outline(file: MarkdownFile): OutlineItem[] {
  const items: OutlineItem[] = [];
  for (const body of file.body) {
    visit(body, (node) => {
      if (node.type === 'heading') {
        items.push({ describe: `a ${'#'.repeat(node.depth)} heading`, ...place(node) });
      } else if (node.type === 'list') {
        const kind = node.ordered ? 'numbered' : 'bulleted';
        const count = node.children.filter((child: ListItem) => child.type === 'listItem').length;
        items.push({ describe: `a ${kind} list of ${plural(count, 'item')}`, ...place(node) });
      }
    });
  }
  return items;
}

/** Every link target (inline links and `[label]: url` definitions), at its place. */
function linkTargets(file: MarkdownFile): BodyMatch[] {
  const targets: BodyMatch[] = [];
  for (const body of file.body) {
    visit(body, (node) => {
      if (node.type === 'link' || node.type === 'definition')
        targets.push({ value: node.url, ...place(node) });
    });
  }
  return targets;
}

const DIGITS = /\d+/g;

/** Every run of digits in the text (not in link targets): years, amounts, bill numbers, dates. */
function figures(file: MarkdownFile): BodyMatch[] {
  return matchesInBody(file, DIGITS, { links: false });
}

/** The figures of a line of text (a front-matter field) that the other line lacks, both ways. */
export function figuresDiffer(english: string, twin: string): boolean {
  const of = (text: string) => [...new Set(text.match(DIGITS) ?? [])].sort().join(' ');
  return of(english) !== of(twin);
}

export interface TwinPair {
  readonly english: MarkdownFile;
  readonly twin: MarkdownFile;
  /** The English file as named in messages, e.g. content/petitions/permanent-dst.md. */
  readonly englishName: string;
}

/** Where a problem about something the twin lacks is reported: the start of its body. */
function bodyStart(file: MarkdownFile): { line: number; col: number } {
  const first = file.body[0];
  return first ? place(first) : { line: 1, col: 1 };
}

/** The first place the twin's outline departs from the English one (later ones follow from it). */
function compareOutlines({ english, twin, englishName }: TwinPair, report: ErrorCollector): void {
  const want = outline(english);
  const have = outline(twin);
  const keep = 'keep the outline of the English text: the same headings and lists, in the same order';
  for (let index = 0; index < Math.max(want.length, have.length); index++) {
    const wanted = want[index];
    const found = have[index];
    if (wanted && found && wanted.describe === found.describe) continue;
    if (found) {
      const counterpart = wanted
        ? `where the English ${englishName} has ${wanted.describe} (line ${wanted.line})`
        : `with no counterpart in the English ${englishName}`;
      report.inBody({
        display: twin.display,
        ...found,
        message: `is ${found.describe} ${counterpart} — ${keep}`,
      });
    } else if (wanted) {
      report.inBody({
        display: twin.display,
        ...bodyStart(twin),
        message: `has ${have.length} headings and lists where the English ${englishName} has ${want.length} (the first one unmatched: ${wanted.describe}, line ${wanted.line}) — ${keep}`,
      });
    }
    return;
  }
}

/**
 * Compares the values two files use as sets: a value only the English has is reported once at the
 * twin's start (with its English line), a value only the twin has at its first place there. How
 * often each appears may differ (a translation may name a year twice).
 */
function compareValues({
  pair: { twin, englishName },
  want,
  have,
  what,
  fix,
  report,
}: {
  pair: TwinPair;
  want: readonly BodyMatch[];
  have: readonly BodyMatch[];
  what: (value: string) => string;
  fix: string;
  report: ErrorCollector;
}): void {
  const first = (matches: readonly BodyMatch[]) => {
    const byValue = new Map<string, BodyMatch>();
    for (const match of matches) if (!byValue.has(match.value)) byValue.set(match.value, match);
    return byValue;
  };
  const wanted = first(want);
  const found = first(have);
  for (const [value, use] of wanted) {
    if (found.has(value)) continue;
    report.inBody({
      display: twin.display,
      ...bodyStart(twin),
      message: `${what(value)} is in the English ${englishName} (line ${use.line}) but not here — ${fix}`,
    });
  }
  for (const [value, use] of found) {
    if (wanted.has(value)) continue;
    report.inBody({
      display: twin.display,
      line: use.line,
      col: use.col,
      message: `${what(value)} is not in the English ${englishName} — ${fix}`,
    });
  }
}

/** Reports every way the twin departs from its English file. */
export function compareTwin(
  pair: TwinPair,
  report: ErrorCollector,
  /** The placeholders the kind of file allows (null: none are compared, as in petitions). */
  { placeholders }: { readonly placeholders: readonly string[] | null },
): void {
  compareOutlines(pair, report);
  compareValues({
    pair,
    want: linkTargets(pair.english),
    have: linkTargets(pair.twin),
    what: (href) => `the link to ${href}`,
    fix: 'link the same sources as the English text',
    report,
  });
  compareValues({
    pair,
    want: figures(pair.english),
    have: figures(pair.twin),
    what: (digits) => `the figure ${digits}`,
    fix: 'keep every figure of the English text, written in digits',
    report,
  });
  if (placeholders) {
    // Unknown placeholders are reported as such in either file, not again here.
    const known = (uses: readonly BodyMatch[]) => uses.filter((use) => placeholders.includes(use.value));
    compareValues({
      pair,
      want: known(placeholderUses(pair.english)),
      have: known(placeholderUses(pair.twin)),
      what: (name) => `{${name}}`,
      fix: 'use the same placeholders in both languages (content/README.md)',
      report,
    });
  }
}
