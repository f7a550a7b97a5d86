// site.yaml: the product's constants.
import { type SiteFile, siteSchema } from '@rv/catalogue/schema';
import { STATE_CODES } from '@rv/domain';
import type { ValidatorInput } from './input';

export function validateSite({ files, report }: ValidatorInput): SiteFile | null {
  const loaded = files.readYaml('site.yaml');
  if (!loaded) return null;
  const fields = report.fields(loaded.source);
  const site = fields.validate(siteSchema, loaded.data);
  if (!site) return null;
  for (const state of STATE_CODES) {
    const [first, last] = site.states[state].zipRange;
    if (first > last) fields.at(['states', state, 'zipRange'], 'starts after it ends — write [first, last]');
  }
  return site;
}
