import { site } from '@rv/catalogue';
import { Landing } from '@rv/ui';

export default function LandingPage() {
  return <Landing productName={site.productName} tagline={site.tagline} />;
}
