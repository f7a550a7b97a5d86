// districts/ca-state.yaml: the population of California's Assembly and State Senate districts.
import { type CaStateDistrictsFile, caStateDistrictsSchema } from '@rv/catalogue/schema';
import type { DistrictPopulation, StateLegislativeDistricts } from '@rv/catalogue/types';
import type { FieldReporter } from '../collector';
import { DISTRICT_PLANS_FILE } from './districtPlans';
import { DISTRICT_TILES_FILE } from './districtTiles';
import type { SiteInput } from './input';

const FILE = 'districts/ca-state.yaml';

export function validateDistricts({ files, report, site }: SiteInput): StateLegislativeDistricts | null {
  for (const relative of files.folders.districts) {
    if (relative !== FILE && relative !== DISTRICT_TILES_FILE && relative !== DISTRICT_PLANS_FILE) {
      report.inFile({
        relative,
        message:
          'is not a known districts file — districts/ holds ca-state.yaml, plans.yaml and tile-map.yaml',
      });
    }
  }
  const loaded = files.readYaml(FILE);
  if (!loaded) return null;
  const fields = report.fields(loaded.source);
  const file = fields.validate(caStateDistrictsSchema, loaded.data);
  if (!file || !site) return null;
  const { lowerDistricts, upperDistricts, lower, upper } = site.states.ca.legislature;
  const assembly = districtTable({ file, house: 'assembly', count: lowerDistricts, label: lower, fields });
  const senate = districtTable({ file, house: 'senate', count: upperDistricts, label: upper, fields });
  const { source } = file;
  return {
    source: { name: source.name, url: source.url ?? null, asOf: source.asOf, note: source.note ?? null },
    assembly,
    senate,
  };
}

/** One house's districts 1..count (site.yaml gives the count), each exactly once. */
function districtTable({
  file,
  house,
  count,
  label,
  fields,
}: {
  file: CaStateDistrictsFile;
  house: 'assembly' | 'senate';
  count: number;
  /** The house's name, as in site.yaml: Assembly, State Senate. */
  label: string;
  fields: FieldReporter;
}): DistrictPopulation[] {
  const rows = file[house];
  for (let district = 1; district <= count; district++) {
    if (!rows[String(district)]) {
      fields.at(
        [house],
        `${label} district ${district} is missing — add "${district}": { population: … } (districts 1–${count})`,
        { key: true },
      );
    }
  }
  for (const key of Object.keys(rows)) {
    if (Number(key) > count) {
      fields.at([house, key], `district ${key} does not exist — California has ${count} ${label} districts`, {
        key: true,
      });
    }
  }
  return Object.entries(rows)
    .map(([key, row]) => ({ district: Number(key), population: row.population, ideal: row.ideal ?? false }))
    .filter((row) => row.district <= count)
    .sort((a, b) => a.district - b.district);
}
