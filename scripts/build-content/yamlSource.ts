// YAML files (and Markdown front matter) parsed as documents, so any field path can be traced
// back to its line and column for an error message.
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { ContentError } from './errors';

export interface YamlSource {
  /** The file as printed in errors. */
  readonly display: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** Lines before the YAML text in its file (front matter starts after the `---` line). */
  readonly lineOffset: number;
}

export interface Place {
  readonly line: number;
  readonly col: number;
}

/**
 * Parses YAML with the 1.2 core schema: unquoted dates stay text, duplicate keys are errors.
 * Syntax errors come back as content errors; `data` is null when there are any.
 */
export function parseYaml(
  text: string,
  display: string,
  lineOffset = 0,
): { source: YamlSource; data: unknown; errors: ContentError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const source: YamlSource = { display, doc, lineCounter, lineOffset };
  const errors: ContentError[] = doc.errors.map((error) => {
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    const problem = (error.message.split('\n')[0] ?? error.message).replace(
      / at line \d+, column \d+:?$/,
      '',
    );
    const fix =
      error.code === 'DUPLICATE_KEY'
        ? 'each key may appear once; merge or remove the repeated one'
        : 'fix the YAML syntax (indentation, a missing ":" or an unclosed quote or bracket)';
    return {
      file: display,
      line: pos.line + lineOffset,
      col: pos.col,
      field: '(syntax)',
      message: `${problem} — ${fix}`,
    };
  });
  return { source, data: errors.length > 0 ? null : doc.toJS(), errors };
}

function placeOf(source: YamlSource, node: Node | null | undefined): Place {
  const offset = node?.range?.[0] ?? 0;
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line + source.lineOffset, col: pos.col };
}

/**
 * Where a field is written. With `key`, the key itself (for unknown or misnamed keys); a field
 * that is missing points at the nearest key that exists above it.
 */
export function locate(source: YamlSource, path: readonly PropertyKey[], key = false): Place {
  let node: unknown = source.doc.contents;
  let nearest: Node | null = isMap(node) || isSeq(node) || isScalar(node) ? (node as Node) : null;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => {
        const k = isScalar(item.key) ? item.key.value : item.key;
        return String(k) === String(segment);
      });
      if (!pair) return placeOf(source, nearest);
      const keyNode = pair.key as Node;
      if (last && key) return placeOf(source, keyNode);
      const value = pair.value as Node | null;
      // `field:` with no value: the key is the place to look.
      nearest = value?.range && !(isScalar(value) && value.value === null) ? value : keyNode;
      node = value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) return placeOf(source, nearest);
      nearest = item;
      node = item;
    } else {
      return placeOf(source, nearest);
    }
  }
  return placeOf(source, nearest);
}
