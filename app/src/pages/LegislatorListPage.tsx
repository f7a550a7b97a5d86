// /legislators (docs/product/screens.md#legislators): every seat, with the signed-in voter's own
// members first (restored after the page hydrates). Its own chunk, apart from the member pages
// (./LegislatorPages.tsx): the list's first load on a phone carries only the list's code and styles.
import { LegislatorList } from '@rv/ui';
import { useSession } from '../AppContext';

export default function LegislatorListPage() {
  const voter = useSession((s) => (s.user ? s.matchedSelectedVoter : null));
  return <LegislatorList voter={voter} />;
}
