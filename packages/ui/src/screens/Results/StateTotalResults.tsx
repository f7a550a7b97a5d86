import { Trans } from '@lingui/react/macro';
import type { PublishedCount } from '@rv/domain';
import { StanceKey } from '../../components/StanceKey';
import { CountCells, CountHeads, FEWER_THAN } from './Counts';
import { FetchError, Fetching, type ResultsFetch } from './FetchStatus';
import * as styles from './Results.css';

type StateTotalProps = {
  /** "California" */
  stateName: string;
  results: ResultsFetch<PublishedCount>;
  onRetry: () => void;
};

/** A state petition's results: the state total only ("California Total", Sup. and Opp.). */
export function StateTotalResults({ stateName, results, onRetry }: StateTotalProps) {
  const k = FEWER_THAN;
  if (results.status === 'LOADING') return <Fetching />;
  if (results.status === 'ERROR') return <FetchError onRetry={onRetry} />;
  return (
    <div className={styles.results}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Stances of registered voters of {stateName}</Trans>
        </caption>
        <thead>
          <tr>
            <td className={styles.headCell} />
            <CountHeads />
          </tr>
        </thead>
        <tbody>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.cell}>
              <Trans>{stateName} Total</Trans>
            </th>
            <CountCells count={results.data} />
          </tr>
        </tbody>
      </table>
      <p className={styles.asOf}>
        <Trans>
          A district's count under {k} is left out of the total, so that no voter's stance can be singled out.
        </Trans>
      </p>
      <StanceKey stances={['SUPPORT', 'OPPOSE']} />
    </div>
  );
}
