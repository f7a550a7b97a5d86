import { petitions, site } from '@rv/catalogue';
import { PetitionList } from '@rv/ui';

export default function PetitionListPage() {
  return <PetitionList petitions={petitions} email={site.contact.email} />;
}
