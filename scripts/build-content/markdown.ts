// Markdown files (petitions, reason templates, pages): YAML front matter plus a GFM body that
// becomes the catalogue's typed RichText tree. Anything the tree cannot express is an error
// at its line, never silently dropped or passed through as HTML.
import type { BlockNode, HeadingLevel, InlineNode, ListItemNode, RichText } from '@rv/catalogue/rich-text';
import GithubSlugger from 'github-slugger';
import type { Definition, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
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

const UNSUPPORTED: Record<string, string> = {
  html: 'raw HTML is not allowed — write it in Markdown (**bold**, *italic*, [text](https://…))',
  image: 'images are not supported — link to the picture instead: [description](https://…)',
  imageReference: 'images are not supported — link to the picture instead: [description](https://…)',
  code: 'code blocks are not supported — use a paragraph, or `inline code`',
  table: 'tables are not supported — use a list',
  delete: 'strikethrough is not supported — remove the ~~ marks',
  footnoteReference: 'footnotes are not supported — put the note in the text or link to the source',
  footnoteDefinition: 'footnotes are not supported — put the note in the text or link to the source',
  yaml: 'a second front-matter block is not allowed — merge it into the first one',
};

/** Link targets the site can follow; `{placeholder}` targets are checked by the template rules. */
const LINK_TARGET =
  /^(?:https?:\/\/[^\s]+|mailto:(?:[^\s@]+@[^\s@]+|\{[A-Za-z]+\})|\/[^\s]*|#[^\s]+|\{[A-Za-z]+\})$/;

export interface RichTextContext {
  readonly display: string;
  readonly errors: ContentError[];
}

/** Converts a body to RichText; headings get unique GitHub-style anchor ids. */
export function toRichText(nodes: readonly RootContent[], ctx: RichTextContext): RichText {
  const slugger = new GithubSlugger();
  const definitions = new Map<string, Definition>();
  const collect = (node: Nodes): void => {
    if (node.type === 'definition') definitions.set(node.identifier, node);
    if ('children' in node) for (const child of node.children) collect(child);
  };
  for (const node of nodes) collect(node);

  const report = (node: Nodes, message: string): void => {
    ctx.errors.push({
      file: ctx.display,
      line: node.position?.start.line ?? 1,
      col: node.position?.start.column ?? 1,
      field: 'body',
      message,
    });
  };

  const unsupported = (node: Nodes): void => {
    // `<b>x</b>` parses as two html nodes; one error per element is enough.
    if (node.type === 'html' && node.value.startsWith('</')) return;
    report(
      node,
      UNSUPPORTED[node.type] ??
        `"${node.type}" is not supported — use paragraphs, ## headings, lists and links`,
    );
  };

  const checkHref = (node: Nodes, href: string): void => {
    if (!LINK_TARGET.test(href)) {
      report(node, `link target "${href}" is not a full link — write https://…, mailto:…, /path or #anchor`);
    }
  };

  const inline = (children: readonly PhrasingContent[]): InlineNode[] => {
    const out: InlineNode[] = [];
    for (const node of children) {
      switch (node.type) {
        case 'text':
          out.push({ type: 'text', value: node.value });
          break;
        case 'strong':
          out.push({ type: 'strong', children: inline(node.children) });
          break;
        case 'emphasis':
          out.push({ type: 'emphasis', children: inline(node.children) });
          break;
        case 'inlineCode':
          out.push({ type: 'inlineCode', value: node.value });
          break;
        case 'break':
          out.push({ type: 'break' });
          break;
        case 'link':
          checkHref(node, node.url);
          out.push({ type: 'link', href: node.url, children: inline(node.children) });
          break;
        case 'linkReference': {
          const definition = definitions.get(node.identifier);
          if (!definition) {
            report(
              node,
              `link reference [${node.label ?? node.identifier}] has no definition — add "[${node.label ?? node.identifier}]: https://…" or write [text](https://…)`,
            );
            break;
          }
          checkHref(node, definition.url);
          out.push({ type: 'link', href: definition.url, children: inline(node.children) });
          break;
        }
        default:
          unsupported(node);
      }
    }
    return out;
  };

  const blocks = (children: readonly RootContent[]): BlockNode[] => {
    const out: BlockNode[] = [];
    for (const node of children) {
      switch (node.type) {
        case 'paragraph':
          out.push({ type: 'paragraph', children: inline(node.children) });
          break;
        case 'heading':
          if (node.depth === 1) {
            report(
              node,
              'a level-1 heading (#) is not allowed — the title comes from the front matter; start sections with ##',
            );
            break;
          }
          out.push({
            type: 'heading',
            level: node.depth as HeadingLevel,
            id: slugger.slug(mdastToString(node)),
            children: inline(node.children),
          });
          break;
        case 'list': {
          const items: ListItemNode[] = [];
          for (const item of node.children) {
            if (item.checked !== null && item.checked !== undefined) {
              report(item, 'task-list check boxes are not supported — remove the [ ] / [x]');
            }
            items.push({ type: 'listItem', children: blocks(item.children) });
          }
          out.push({
            type: 'list',
            ordered: node.ordered === true,
            start: node.ordered ? (node.start ?? 1) : null,
            children: items,
          });
          break;
        }
        case 'blockquote':
          out.push({ type: 'blockquote', children: blocks(node.children) });
          break;
        case 'thematicBreak':
          out.push({ type: 'thematicBreak' });
          break;
        case 'definition':
          // Used by [text][label] references above.
          break;
        default:
          unsupported(node);
      }
    }
    return out;
  };

  return blocks(nodes);
}

export interface PlaceholderUse {
  readonly name: string;
  readonly line: number;
  readonly col: number;
}

/** Every `{name}` in the body's text and link targets, with its exact place in the file. */
export function findPlaceholders(file: MarkdownFile): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  const lineStarts = [0];
  for (let i = 0; i < file.text.length; i++) if (file.text[i] === '\n') lineStarts.push(i + 1);
  const placeAt = (offset: number): { line: number; col: number } => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line++;
    return { line: line + 1, col: offset - (lineStarts[line] ?? 0) + 1 };
  };
  const visit = (node: Nodes): void => {
    if ((node.type === 'text' || node.type === 'link' || node.type === 'definition') && node.position) {
      const start = node.position.start.offset ?? 0;
      const end = node.position.end.offset ?? start;
      const value = node.type === 'text' ? node.value : node.url;
      for (const match of value.matchAll(/\{([^{}\s]*)\}/g)) {
        const at = file.text.indexOf(match[0], start);
        const place =
          at >= 0 && at < end
            ? placeAt(at)
            : { line: node.position.start.line, col: node.position.start.column };
        uses.push({ name: match[1] ?? '', ...place });
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  for (const node of file.body) visit(node);
  return uses;
}
