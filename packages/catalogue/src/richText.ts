// The petition text, reason templates and pages as a typed tree rather than HTML: the UI renders
// each node with its own component, so content can never inject markup or scripts. The node set
// is deliberately small (what volunteers need for a petition or a policy page); the content build
// rejects anything else (raw HTML, images, tables, code blocks) with the file and line.

/** A node with a text value. */
interface LiteralNode<Type extends string> {
  readonly type: Type;
  readonly value: string;
}

/** A node whose content is other nodes. */
interface ParentNode<Type extends string, Child> {
  readonly type: Type;
  readonly children: readonly Child[];
}

export type TextNode = LiteralNode<'text'>;
export type StrongNode = ParentNode<'strong', InlineNode>;
export type EmphasisNode = ParentNode<'emphasis', InlineNode>;

export interface LinkNode extends ParentNode<'link', InlineNode> {
  /** An absolute http(s) URL, a `mailto:` address, a site path (`/about`) or an anchor (`#3-your-account`). */
  readonly href: string;
}

export type InlineCodeNode = LiteralNode<'inlineCode'>;

/** A hard line break inside a paragraph (a Markdown line ending in two spaces or a backslash). */
export interface BreakNode {
  readonly type: 'break';
}

export type InlineNode = TextNode | StrongNode | EmphasisNode | LinkNode | InlineCodeNode | BreakNode;

export type ParagraphNode = ParentNode<'paragraph', InlineNode>;

export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface HeadingNode extends ParentNode<'heading', InlineNode> {
  /** 2–6: level 1 is the page's own title (a petition's uiTitle, a page's title). */
  readonly level: HeadingLevel;
  /** Anchor id, GitHub-style: `## 3. Your Account` → `3-your-account`, unique within the document. */
  readonly id: string;
}

export interface ListNode extends ParentNode<'list', ListItemNode> {
  readonly ordered: boolean;
  /** The first number of an ordered list (null for bullet lists). */
  readonly start: number | null;
}

export type ListItemNode = ParentNode<'listItem', BlockNode>;
export type BlockquoteNode = ParentNode<'blockquote', BlockNode>;

export interface ThematicBreakNode {
  readonly type: 'thematicBreak';
}

export type BlockNode = ParagraphNode | HeadingNode | ListNode | BlockquoteNode | ThematicBreakNode;

/** A document: petition full text, a reason template, a page body. */
export type RichText = readonly BlockNode[];

export type RichTextNode = BlockNode | ListItemNode | InlineNode;

/** The visible text of a node tree, e.g. a heading's title for a table of contents. */
export function plainText(nodes: readonly RichTextNode[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out += node.value;
        break;
      case 'break':
        out += '\n';
        break;
      case 'thematicBreak':
        break;
      case 'strong':
      case 'emphasis':
      case 'link':
      case 'paragraph':
      case 'heading':
      case 'list':
      case 'listItem':
      case 'blockquote':
        out += plainText(node.children);
        break;
      default:
        node satisfies never;
    }
  }
  return out;
}

/** Replaces `{name}` in a string (names missing from `vars` stay as written). */
export function fillText(value: string, vars: Readonly<Record<string, string | undefined>>): string {
  return value.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Replaces `{name}` in every text and link target of a tree (values missing from `vars` stay). */
export function fillPlaceholders(
  nodes: RichText,
  vars: Readonly<Record<string, string | undefined>>,
): RichText {
  const fill = (value: string): string => fillText(value, vars);
  const inlineFill = (children: readonly InlineNode[]): InlineNode[] =>
    children.map((node) => {
      switch (node.type) {
        case 'text':
          return { type: 'text', value: fill(node.value) };
        case 'link':
          return { type: 'link', href: fill(node.href), children: inlineFill(node.children) };
        case 'strong':
        case 'emphasis':
          return { type: node.type, children: inlineFill(node.children) };
        default:
          return node;
      }
    });
  const blockFill = (children: readonly BlockNode[]): BlockNode[] =>
    children.map((node) => {
      switch (node.type) {
        case 'paragraph':
          return { type: 'paragraph', children: inlineFill(node.children) };
        case 'heading':
          return { ...node, children: inlineFill(node.children) };
        case 'list':
          return {
            ...node,
            children: node.children.map((item) => ({ type: 'listItem', children: blockFill(item.children) })),
          };
        case 'blockquote':
          return { type: 'blockquote', children: blockFill(node.children) };
        default:
          return node;
      }
    });
  return blockFill(nodes);
}
