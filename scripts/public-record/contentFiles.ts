// The content files a tool edits, held as YAML documents (comments and layout kept), written
// back in the canonical format of `npm run content:fix` only when their text changes. With
// --check nothing is written: each file that would change is shown as a diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import {
  type Document,
  isMap,
  isPair,
  isScalar,
  LineCounter,
  type Node,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import { canonicalYaml } from '../build-content/canonical';
import { PublicRecordError } from './errors';

export interface OpenFile {
  /** As printed in reports: relative to the working directory. */
  readonly display: string;
  readonly absolute: string;
  readonly before: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
}

export class ContentFiles {
  readonly #files = new Map<string, OpenFile>();

  constructor(
    readonly contentDir: string,
    readonly cwd: string = process.cwd(),
  ) {}

  /** A file under the content directory; `create` allows one that does not exist yet. */
  open(relative: string, options: { create?: boolean } = {}): OpenFile {
    const absolute = path.resolve(this.cwd, this.contentDir, relative);
    const known = this.#files.get(absolute);
    if (known) return known;
    const display = path.relative(this.cwd, absolute).split(path.sep).join('/');
    let before = '';
    if (existsSync(absolute)) before = readFileSync(absolute, 'utf8');
    else if (!options.create) {
      throw new PublicRecordError(`${display}: not found — run the tool from the repository root`);
    }
    const lineCounter = new LineCounter();
    const doc = parseDocument(before, { lineCounter, uniqueKeys: true });
    if (doc.errors.length > 0) {
      const error = doc.errors[0];
      const pos = error?.linePos?.[0];
      throw new PublicRecordError(
        `${display}:${pos?.line ?? 1}: ${error?.message.split('\n')[0]} — fix the YAML first (npm run content:check)`,
      );
    }
    const file: OpenFile = { display, absolute, before, doc, lineCounter };
    this.#files.set(absolute, file);
    return file;
  }

  exists(relative: string): boolean {
    return existsSync(path.resolve(this.cwd, this.contentDir, relative));
  }

  /** `file:line` of a node as the file was read (for reports). */
  where(file: OpenFile, node: Node | null | undefined): string {
    const offset = node?.range?.[0];
    return offset === undefined ? file.display : `${file.display}:${file.lineCounter.linePos(offset).line}`;
  }

  /** The files whose canonical text differs from what is on disk. */
  changes(): { file: OpenFile; after: string }[] {
    const out: { file: OpenFile; after: string }[] = [];
    for (const file of this.#files.values()) {
      const after = canonicalYaml(file.doc.toString());
      if (after === null) throw new Error(`${file.display}: the edited document does not parse`);
      if (after !== file.before) out.push({ file, after });
    }
    return out.sort((a, b) => a.file.display.localeCompare(b.file.display));
  }

  /** Writes every change, or (check) prints them as diffs. Returns the files that change. */
  commit(check: boolean, out: (line: string) => void): string[] {
    const changes = this.changes();
    for (const { file, after } of changes) {
      if (check) {
        out(createTwoFilesPatch(file.display, file.display, file.before, after, '', '', { context: 2 }));
      }
    }
    if (!check) for (const { file, after } of changes) writeFileSync(file.absolute, after);
    return changes.map((change) => change.file.display);
  }
}

/** The top-level map of a document, created when the file is new. */
export function rootMap(file: OpenFile): YAMLMap {
  if (file.doc.contents === null) file.doc.contents = file.doc.createNode({}) as never;
  const root = file.doc.contents;
  if (!isMap(root)) throw new PublicRecordError(`${file.display}:1: expected a map of fields at the top`);
  return root;
}

/** The map under `key` of `parent` (created empty when absent). */
export function childMap(file: OpenFile, parent: YAMLMap, key: string): YAMLMap {
  const existing = parent.get(key, true);
  if (isMap(existing)) return existing;
  if (existing !== undefined && !(isScalar(existing) && existing.value === null)) {
    throw new PublicRecordError(`${file.display}: "${key}" must be a map`);
  }
  const created = file.doc.createNode({}) as YAMLMap;
  parent.set(key, created);
  return created;
}

/** The key node of `key` in a map, for its line in reports. */
export function keyNode(map: YAMLMap, key: string): Node | undefined {
  const pair = map.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key);
  return pair?.key as Node | undefined;
}

/** Plain data of a node. */
export function plain(node: unknown): unknown {
  return node && typeof node === 'object' && 'toJSON' in node
    ? (node as { toJSON(): unknown }).toJSON()
    : node;
}

/**
 * Sets fields of a map in place (the pairs and their comments survive), removes `remove`, and
 * puts the fields in `order` first, in that order. A flow map `{ stance: X }` becomes a block map
 * once it has more than one field.
 */
export function setFields(
  map: YAMLMap,
  values: Record<string, unknown>,
  order: readonly string[],
  remove: readonly string[] = [],
): void {
  for (const key of remove) map.delete(key);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) map.delete(key);
    else if (plain(map.get(key, true)) !== value) map.set(key, value);
  }
  const rank = (item: unknown): number => {
    const key = isPair(item) ? String(isScalar(item.key) ? item.key.value : item.key) : '';
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  map.items.sort((a, b) => rank(a) - rank(b));
  if (map.items.length > 1) map.flow = false;
}
