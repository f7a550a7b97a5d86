import { useLingui } from '@lingui/react/macro';
import { ShareAction } from '../../components/ShareAction';

/** A petition's page shared by the browser's sheet, a copied link or a network, with a sentence. */
export function PetitionShare({
  url,
  title,
  productName,
}: {
  url: string;
  title: string;
  productName: string;
}) {
  const { t } = useLingui();
  const text = t({
    message: `Support or oppose ${title} on ${productName}.`,
    comment: 'the sentence that goes with a shared petition; title: its title',
  });
  return <ShareAction page={{ url, title, text }} />;
}
