// One canonical YAML format, checked by a round trip (as congress-legislators does,
// https://github.com/unitedstates/congress-legislators/blob/main/test/are_files_linted.py): parse,
// print with fixed options, compare. Comments, blank lines, flow { } style and quoting survive the
// round trip; indentation, spacing and line folding are normalised.
import { isDeepStrictEqual } from 'node:util';
import { createTwoFilesPatch } from 'diff';
import { parseDocument } from 'yaml';

/** The canonical text, or null when the YAML does not parse (the build reports that). */
export function canonicalYaml(text: string): string | null {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) return null;
  const printed = doc.toString({
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    flowCollectionPadding: true,
    nullStr: 'null',
  });
  // The format contract (content/README.md) pads flow maps, `{ key: root }`, but not flow lists of
  // plain values, `[90000, 96699]`; the yaml printer pads both. Unpad simple lists, and keep the
  // result only if it still means exactly the same data.
  const unpadded = printed.replace(/\[ ([^[\]{}"'#\n]*?) \]/g, '[$1]');
  if (unpadded === printed) return printed;
  return isDeepStrictEqual(parseDocument(unpadded).toJS(), doc.toJS()) ? unpadded : printed;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?=\r?\n|$)/;

/**
 * The canonical text of a content file: a YAML file as a whole, a Markdown file's front matter
 * (the body is left as written). Null when the YAML does not parse.
 */
export function canonicalContent(file: string, text: string): string | null {
  if (!file.endsWith('.md')) return canonicalYaml(text);
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const yaml = match[1] ?? '';
  const canonical = yaml.trim() === '' ? yaml : canonicalYaml(yaml);
  if (canonical === null) return null;
  return `---\n${canonical}---${text.slice(match[0].length)}`;
}

/** A unified diff from the file as written to its canonical form (null when already canonical). */
export function canonicalDiff(display: string, text: string): { canonical: string; diff: string } | null {
  const canonical = canonicalContent(display, text);
  if (canonical === null || canonical === text) return null;
  return {
    canonical,
    diff: createTwoFilesPatch(display, `${display} (canonical)`, text, canonical, '', '', { context: 1 }),
  };
}
