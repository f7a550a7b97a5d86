// A side's share in words, apart from the counts' module so the petition's summary does not
// bring the results tables' code with it.
import { useLingui } from '@lingui/react/macro';
import type { StanceShare } from '@rv/domain';
import { useFormats } from '../../i18n';

/** One side's share in the page's language: "62%", "<1%" or ">99%" (stanceShares in @rv/domain). */
export function useShareText(): (share: StanceShare) => string {
  const { t } = useLingui();
  const formats = useFormats();
  return ({ percent, bound }) => {
    if (bound === 'UNDER_ONE') {
      const one = formats.percent(0.01);
      return t({ message: `<${one}`, comment: 'a share under 1% that is not zero' });
    }
    if (bound === 'OVER_99') {
      const most = formats.percent(0.99);
      return t({ message: `>${most}`, comment: 'a share over 99% that is not all' });
    }
    return formats.percent(percent / 100);
  };
}
