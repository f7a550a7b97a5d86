import { site } from '@rv/catalogue';
import { Landing } from '@rv/ui';
import { useSession } from '../AppContext';
import { tagline } from '../routing/tagline';

export default function LandingPage() {
  // Prerendered signed out (the store starts empty); a signed-in voter's greeting follows once
  // the session is restored after hydration.
  const voter = useSession((s) => (s.user ? s.matchedSelectedVoter : null));
  return <Landing productName={site.productName} tagline={tagline()} voter={voter} />;
}
