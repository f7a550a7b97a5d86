import type { ReactNode } from 'react';
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
};

/** The page's main landmark, with the page margins and content width (docs/product/rules.md#layout). */
export function PageLayout({ kind = 'page', wide = false, children }: PageLayoutProps) {
  return <main className={cx(styles.page[kind], wide && styles.wide)}>{children}</main>;
}
