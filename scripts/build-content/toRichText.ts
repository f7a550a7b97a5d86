// A Markdown body (mdast) as the catalogue's RichText tree. Anything the tree cannot express is
// an error at its line, never silently dropped or passed through as HTML.
import type { BlockNode, HeadingLevel, InlineNode, ListItemNode, RichText } from '@rv/catalogue/rich-text';
import GithubSlugger from 'github-slugger';
import type {
  Definition,
  Heading,
  Link,
  LinkReference,
  List,
  Nodes,
  PhrasingContent,
  RootContent,
} from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { ErrorCollector } from './collector';

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
  /** The file as printed in errors. */
  readonly display: string;
  readonly report: ErrorCollector;
}

/** Converts a body to RichText; headings get unique GitHub-style anchor ids. */
export function toRichText(nodes: readonly RootContent[], ctx: RichTextContext): RichText {
  return new Converter(nodes, ctx).blocks(nodes);
}

class Converter {
  /** Anchor ids in document order, so a repeated heading gets `-1`, `-2`, … */
  readonly #slugger = new GithubSlugger();
  /** `[label]: url` definitions, for `[text][label]` references anywhere in the body. */
  readonly #definitions = new Map<string, Definition>();

  constructor(
    nodes: readonly RootContent[],
    readonly ctx: RichTextContext,
  ) {
    for (const node of nodes) {
      visit(node, 'definition', (definition) => {
        this.#definitions.set(definition.identifier, definition);
      });
    }
  }

  blocks(children: readonly RootContent[]): BlockNode[] {
    return children.flatMap((node) => this.block(node) ?? []);
  }

  block(node: RootContent): BlockNode | null {
    switch (node.type) {
      case 'paragraph':
        return { type: 'paragraph', children: this.inline(node.children) };
      case 'heading':
        return this.heading(node);
      case 'list':
        return this.list(node);
      case 'blockquote':
        return { type: 'blockquote', children: this.blocks(node.children) };
      case 'thematicBreak':
        return { type: 'thematicBreak' };
      case 'definition':
        // Used by [text][label] references.
        return null;
      default:
        return this.unsupported(node);
    }
  }

  heading(node: Heading): BlockNode | null {
    if (node.depth === 1) {
      return this.report(
        node,
        'a level-1 heading (#) is not allowed — the title comes from the front matter; start sections with ##',
      );
    }
    return {
      type: 'heading',
      level: node.depth as HeadingLevel,
      id: this.#slugger.slug(mdastToString(node)),
      children: this.inline(node.children),
    };
  }

  list(node: List): BlockNode {
    const items: ListItemNode[] = node.children.map((item) => {
      if (item.checked !== null && item.checked !== undefined) {
        this.report(item, 'task-list check boxes are not supported — remove the [ ] / [x]');
      }
      return { type: 'listItem', children: this.blocks(item.children) };
    });
    return {
      type: 'list',
      ordered: node.ordered === true,
      start: node.ordered ? (node.start ?? 1) : null,
      children: items,
    };
  }

  inline(children: readonly PhrasingContent[]): InlineNode[] {
    return children.flatMap((node) => this.inlineNode(node) ?? []);
  }

  inlineNode(node: PhrasingContent): InlineNode | null {
    switch (node.type) {
      case 'text':
        return { type: 'text', value: node.value };
      case 'strong':
        return { type: 'strong', children: this.inline(node.children) };
      case 'emphasis':
        return { type: 'emphasis', children: this.inline(node.children) };
      case 'inlineCode':
        return { type: 'inlineCode', value: node.value };
      case 'break':
        return { type: 'break' };
      case 'link':
        return this.link(node, node.url);
      case 'linkReference': {
        const definition = this.#definitions.get(node.identifier);
        if (definition) return this.link(node, definition.url);
        const label = node.label ?? node.identifier;
        return this.report(
          node,
          `link reference [${label}] has no definition — add "[${label}]: https://…" or write [text](https://…)`,
        );
      }
      default:
        return this.unsupported(node);
    }
  }

  link(node: Link | LinkReference, href: string): InlineNode {
    if (!LINK_TARGET.test(href)) {
      this.report(
        node,
        `link target "${href}" is not a full link — write https://…, mailto:…, /path or #anchor`,
      );
    }
    return { type: 'link', href, children: this.inline(node.children) };
  }

  unsupported(node: Nodes): null {
    // `<b>x</b>` parses as two html nodes; one error per element is enough.
    if (node.type === 'html' && node.value.startsWith('</')) return null;
    return this.report(
      node,
      UNSUPPORTED[node.type] ??
        `"${node.type}" is not supported — use paragraphs, ## headings, lists and links`,
    );
  }

  /** Reports a problem at the node's place; null, so a converter can return it. */
  report(node: Nodes, message: string): null {
    this.ctx.report.inBody({
      display: this.ctx.display,
      line: node.position?.start.line ?? 1,
      col: node.position?.start.column ?? 1,
      message,
    });
    return null;
  }
}
