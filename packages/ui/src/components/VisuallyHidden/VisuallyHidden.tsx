import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for screen readers only (e.g. "(opens in a new tab)"). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
