import type { BlockNode, InlineNode, RichText as RichTextDocument } from '@rv/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../cx';
import { ExternalLink, linkClassName } from '../TextLink';
import * as styles from './RichText.css';

type RichTextProps = {
  /** A catalogue rich-text document (petition text, reason explanation, page body). */
  document: RichTextDocument;
  className?: string;
};

/**
 * Renders the catalogue's typed rich-text tree. There is no HTML path at all, so content can
 * never inject markup. Links to other sites open in a new tab with rel="noopener" and a hint
 * for screen readers; site paths navigate inside the app.
 */
export function RichText({ document, className }: RichTextProps) {
  return <div className={cx(styles.richText, className)}>{blocks(document)}</div>;
}

function blocks(nodes: readonly BlockNode[]): ReactNode[] {
  return nodes.map((node, index) => block(node, index));
}

function block(node: BlockNode, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.children)}</p>;
    case 'heading': {
      const Heading = `h${node.level}` as const;
      return (
        <Heading key={key} id={node.id}>
          {inlines(node.children)}
        </Heading>
      );
    }
    case 'list': {
      const items = node.children.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a content document is static; items never reorder.
        <li key={index}>{blocks(item.children)}</li>
      ));
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.children)}</blockquote>;
    case 'thematicBreak':
      return <hr key={key} />;
    default:
      return node satisfies never;
  }
}

function inlines(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => inline(node, index));
}

function inline(node: InlineNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'strong':
      return <strong key={key}>{inlines(node.children)}</strong>;
    case 'emphasis':
      return <em key={key}>{inlines(node.children)}</em>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <RichLink key={key} href={node.href}>
          {inlines(node.children)}
        </RichLink>
      );
    default:
      return node satisfies never;
  }
}

function RichLink({ href, children }: { href: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith('/')) {
    return (
      <Link className={linkClassName} to={href}>
        {children}
      </Link>
    );
  }
  // mailto: addresses and in-page anchors stay plain links.
  return (
    <a className={linkClassName} href={href}>
      {children}
    </a>
  );
}
