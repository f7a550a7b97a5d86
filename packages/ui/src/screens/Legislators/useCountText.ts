// A published count in the page's language. The public results publish a count from 1 to 9 as
// null ("fewer than 10"), so that no voter's stance can be singled out.
import { useLingui } from '@lingui/react/macro';
import { useFormats } from '../../i18n';

export function useCountText(): (count: number | null) => string {
  const { t } = useLingui();
  const { count: format } = useFormats();
  return (count) =>
    count === null
      ? t({ message: 'fewer than 10', comment: 'a count of voters too small to publish' })
      : format(count);
}
