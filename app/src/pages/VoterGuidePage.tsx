import { VoterGuide } from '@rv/ui';
import { useSession } from '../AppContext';

export default function VoterGuidePage() {
  const voter = useSession((s) => (s.user ? s.matchedSelectedVoter : null));
  return <VoterGuide voter={voter} />;
}
