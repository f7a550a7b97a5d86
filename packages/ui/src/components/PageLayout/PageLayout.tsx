import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './PageLayout.css';

export const PAGE_KINDS = ['list', 'page'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

type PageLayoutProps = {
  /** 'list' for the landing and petition list pages (16/24 px), 'page' for the rest (32/48 px). */
  kind?: PageKind;
  /** Use the 720 px content width (voter guide, policies). */
  wide?: boolean;
  children: ReactNode;
  /** Extra space at the bottom, e.g. the measured height of a fixed footer bar. */
  bottomInset?: number;
  as?: 'main' | 'div';
};

export function PageLayout({
  kind = 'page',
  wide = false,
  children,
  bottomInset,
  as: Tag = 'main',
}: PageLayoutProps) {
  const style: CSSProperties | undefined =
    bottomInset === undefined ? undefined : { paddingBottom: `calc(${bottomInset}px + 16px)` };
  return (
    <Tag className={cx(styles.page[kind], wide && styles.wide)} style={style}>
      {children}
    </Tag>
  );
}
