// A results fetch and what shows while it is under way or failed
// (docs/product/screens.md#petition-stances).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { announce } from '../../components/Announcer';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import * as styles from './Results.css';

/** The state of a results fetch (a failure shows a retry: docs/product/screens.md#petition-stances). */
export type ResultsFetch<T> =
  | { readonly status: 'LOADING' }
  | { readonly status: 'ERROR' }
  | { readonly status: 'READY'; readonly data: T };

export const RESULTS_STATUSES = [
  'LOADING',
  'ERROR',
  'READY',
] as const satisfies readonly ResultsFetch<unknown>['status'][];

export function Fetching() {
  const { t } = useLingui();
  const fetching = t`Fetching results...`;
  // The spinner's own status arrives with its text, which screen readers often skip.
  useEffect(() => announce(fetching), [fetching]);
  return (
    <div className={styles.status}>
      <Spinner label={fetching} showLabel />
    </div>
  );
}

export function FetchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>
        <Trans>The results could not be fetched.</Trans>
      </p>
      <p>
        <Trans>Check your connection and try again. Your own stance, if you gave one, is not affected.</Trans>
      </p>
      <Button variant="outlined" onClick={onRetry}>
        <Trans comment="a button, in capitals">TRY AGAIN</Trans>
      </Button>
    </div>
  );
}
