import { petitions, site } from '@rv/catalogue';
import { OpenData } from '@rv/ui';

/** /open-data: the public results' formats, update interval and licence. */
export default function OpenDataPage() {
  return <OpenData petitions={petitions} cache={site.openData} />;
}
