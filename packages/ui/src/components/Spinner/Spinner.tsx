import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

type SpinnerProps = {
  /** Read by screen readers; shown beside the spinner when `showLabel`. */
  label: string;
  showLabel?: boolean;
};

/** A busy indicator that announces its label politely. */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
