import type { ReactNode } from 'react';
import { PageLayout } from '../PageLayout';
import * as styles from './FlowPage.css';

type FlowPageProps = {
  title: string;
  children: ReactNode;
  /** Rendered at the top of the main region, above the heading (e.g. the help pages' header bar). */
  before?: ReactNode;
  /** Rendered after the main region (e.g. the help pages' contact footer). */
  after?: ReactNode;
};

/** The page frame of the sign-in and sign-in help screens: one heading, then a vertical stack. */
export function FlowPage({ title, children, before, after }: FlowPageProps) {
  return (
    <>
      <PageLayout kind="page">
        {before}
        <div className={styles.stack}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </PageLayout>
      {after}
    </>
  );
}

export { styles as flowStyles };
