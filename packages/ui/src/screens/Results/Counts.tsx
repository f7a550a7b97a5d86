// The Support and Opposition columns of the results tables, headed and counted in the page's
// language (docs/product/screens.md#petition-stances).
import { useLingui } from '@lingui/react/macro';
import type { YesNoCount } from '@rv/api';
import { Abbreviation } from '../../components/StanceKey';
import { useFormats } from '../../i18n';
import * as styles from './Results.css';

export const ZERO: YesNoCount = { YES: 0, NO: 0 };

export function CountHeads() {
  const { t } = useLingui();
  return (
    <>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <Abbreviation
          short={t({ message: 'Sup.', comment: 'short for Support, a column of counts' })}
          long={t({ message: 'Support', context: 'a column of counts' })}
        />
      </th>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <Abbreviation
          short={t({ message: 'Opp.', comment: 'short for Opposition, a column of counts' })}
          long={t({ message: 'Opposition', context: 'a column of counts' })}
        />
      </th>
    </>
  );
}

export function CountCells({ count = ZERO }: { count?: YesNoCount | undefined }) {
  // Thousands separators of the page's language (docs/product/screens.md#petition-stances).
  const { count: format } = useFormats();
  return (
    <>
      <td className={`${styles.cell} ${styles.number}`}>{format(count.YES)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{format(count.NO)}</td>
    </>
  );
}
