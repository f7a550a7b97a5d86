import { VoterGuide } from '@rv/ui';
import { useSession } from '../AppContext';
import { useVoterListDates } from '../results/voterLists';

export default function VoterGuidePage() {
  const voter = useSession((s) => (s.user ? s.matchedSelectedVoter : null));
  return <VoterGuide voter={voter} voterListDates={useVoterListDates()} />;
}
