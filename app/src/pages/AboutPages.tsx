import { pages } from '@rv/catalogue';
import { About, PolicyPage } from '@rv/ui';
import { useVoterListDates } from '../results/voterLists';

export function AboutPage() {
  return <About page={pages.about} voterListDates={useVoterListDates()} />;
}

export function PoliciesPage() {
  return <PolicyPage page={pages.policies} />;
}

export function TermsPage() {
  return <PolicyPage page={pages['terms-of-service']} />;
}

/** How stances are compiled: the published standard every stance panel links to. */
export function StandardPage() {
  return <PolicyPage page={pages['how-stances-are-compiled']} />;
}

export function PrivacyPage() {
  return <PolicyPage page={pages['privacy-policy']} />;
}

/** What happens to your stance: who sees the counts, what the site does with them (decision 0069). */
export function StanceExplainerPage() {
  return <PolicyPage page={pages['what-happens-to-your-stance']} />;
}
