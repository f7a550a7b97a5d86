// The Support and Oppose columns of the results tables, headed and counted in the page's
// language (docs/product/screens.md#petition-stances).
import { Trans, useLingui } from '@lingui/react/macro';
import { site } from '@rv/catalogue';
import { type PublishedCount, ZERO_COUNT } from '@rv/domain';
import { StanceBadge } from '../../components/StanceKey';
import { useFormats } from '../../i18n';
import * as styles from './Results.css';

/** k: the public results show a count from 1 to k − 1 as "fewer than k" (site.yaml publicCounts). */
export const FEWER_THAN = site.publicCounts.fewerThan;

/** A published count in the page's language: "1,234", or "fewer than 10" for a hidden one (null). */
export function useCountText(): (count: number | null) => string {
  const { t } = useLingui();
  const { count: format } = useFormats();
  const k = FEWER_THAN;
  return (count) =>
    count === null
      ? t({
          message: `fewer than ${k}`,
          comment: 'a count of voters too small to publish, in a results table or the map',
        })
      : format(count);
}

/** Said under a table or map that hides a count: why, and what the totals add up. */
export function FewerThanNote() {
  const k = FEWER_THAN;
  return (
    <p className={styles.asOf}>
      <Trans>
        A district count under {k} shows as “fewer than {k}”, so that no voter's stance can be singled out.
        Totals add up the counts shown.
      </Trans>
    </p>
  );
}

export function CountHeads() {
  const { t } = useLingui();
  return (
    <>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <StanceBadge
          stance="SUPPORT"
          form="short"
          label={t({ message: 'Support', context: "voters' stances, with their count" })}
        />
      </th>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <StanceBadge
          stance="OPPOSE"
          form="short"
          label={t({ message: 'Oppose', context: "voters' stances, with their count" })}
        />
      </th>
    </>
  );
}

const countCell = (count: number | null) =>
  `${styles.cell} ${styles.number}${count === null ? ` ${styles.hiddenCount}` : ''}`;

export function CountCells({ count = ZERO_COUNT }: { count?: PublishedCount | undefined }) {
  // Thousands separators of the page's language (docs/product/screens.md#petition-stances).
  const text = useCountText();
  return (
    <>
      <td className={countCell(count.YES)}>{text(count.YES)}</td>
      <td className={countCell(count.NO)}>{text(count.NO)}</td>
    </>
  );
}
