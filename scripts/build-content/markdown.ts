// Markdown files (petitions, reason templates, pages): YAML front matter plus a GFM body that
// becomes the catalogue's typed RichText tree (toRichText.ts), and the body's placeholders.
import type { Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { location } from 'vfile-location';
import type { ErrorCollector } from './collector';
import type { ContentError } from './errors';
import { parseYaml, type YamlSource } from './yamlSource';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

export interface MarkdownFile {
  readonly display: string;
  readonly text: string;
  readonly tree: Root;
  /** Null when the file has no front matter (reported as an error). */
  readonly frontMatter: YamlSource | null;
  readonly frontMatterData: unknown;
  /** The body's top-level nodes (front matter removed). */
  readonly body: readonly RootContent[];
}

export function parseMarkdown(text: string, display: string): { file: MarkdownFile; errors: ContentError[] } {
  const tree = parser.parse(text);
  const errors: ContentError[] = [];
  const first = tree.children[0];
  let frontMatter: YamlSource | null = null;
  let frontMatterData: unknown = null;
  if (first?.type === 'yaml') {
    // The YAML text starts on the line after the opening `---`.
    const parsed = parseYaml(first.value, display, first.position?.start.line ?? 1);
    frontMatter = parsed.source;
    frontMatterData = parsed.data ?? null;
    errors.push(...parsed.errors);
  } else {
    errors.push({
      file: display,
      line: 1,
      col: 1,
      field: '(front matter)',
      message: 'is missing — start the file with a "---" line, the fields, and another "---" line',
    });
  }
  const body = tree.children.filter((node, index) => !(index === 0 && node.type === 'yaml'));
  return { file: { display, text, tree, frontMatter, frontMatterData, body }, errors };
}

/** A match of a pattern in a body, at its exact place in the file. */
export interface BodyMatch {
  /** The pattern's first group, or the whole match when it has none. */
  readonly value: string;
  readonly line: number;
  readonly col: number;
}

/**
 * Every match of `pattern` (global) in the body's text and, with `links`, in link targets, at its
 * exact place in the file.
 */
export function matchesInBody(
  file: MarkdownFile,
  pattern: RegExp,
  { links }: { readonly links: boolean },
): BodyMatch[] {
  const matches: BodyMatch[] = [];
  const place = location(file.text);
  for (const body of file.body) {
    visit(body, (node) => {
      const isLink = node.type === 'link' || node.type === 'definition';
      if ((node.type !== 'text' && !(links && isLink)) || !node.position) return;
      const start = node.position.start.offset ?? 0;
      const end = node.position.end.offset ?? start;
      const value = node.type === 'text' ? node.value : isLink ? node.url : '';
      for (const match of value.matchAll(pattern)) {
        // The text is unescaped, so find the match's exact place in the file's own text.
        const at = file.text.indexOf(match[0], start);
        const point = at >= 0 && at < end ? place.toPoint(at) : undefined;
        const { line, column } = point ?? node.position.start;
        matches.push({ value: match[1] ?? match[0], line, col: column });
      }
    });
  }
  return matches;
}

/** Every `{name}` in the body's text and link targets, with its exact place in the file. */
export function placeholderUses(file: MarkdownFile): BodyMatch[] {
  return matchesInBody(file, /\{([^{}\s]*)\}/g, { links: true });
}

/**
 * The placeholders a body uses from the allowed ones, sorted; any other `{name}` is reported at
 * its place with the list of allowed ones.
 */
export function checkPlaceholders<Name extends string>({
  file,
  allowed,
  report,
}: {
  file: MarkdownFile;
  allowed: readonly Name[];
  report: ErrorCollector;
}): Name[] {
  const used = new Set<Name>();
  for (const use of placeholderUses(file)) {
    if ((allowed as readonly string[]).includes(use.value)) {
      used.add(use.value as Name);
    } else {
      report.inBody({
        display: file.display,
        line: use.line,
        col: use.col,
        message: `unknown placeholder {${use.value}} — use one of ${allowed.map((p) => `{${p}}`).join(' ')}`,
      });
    }
  }
  return [...used].sort();
}
