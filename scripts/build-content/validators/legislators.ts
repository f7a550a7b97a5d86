// legislators.yaml: every current member of Congress for the states the site serves.
import { type LegislatorsFile, legislatorSchema, legislatorsSchema } from '@rv/catalogue/schema';
import type { Legislator } from '@rv/catalogue/types';
import type { FieldReporter } from '../collector';
import type { ValidatorInput } from './input';

export interface Legislators {
  /** The whole file when it is valid. */
  readonly file: LegislatorsFile | null;
  /** The valid entries with a unique id, in file order. */
  readonly byId: ReadonlyMap<string, Legislator>;
  /**
   * Every id written in the file, valid entry or not, in file order: the ids other files may
   * name. One bad field in legislators.yaml is then one error, not a cascade of "unknown
   * legislator" in every stance and seat file.
   */
  readonly ids: readonly string[];
}

export function validateLegislators({ files, report }: ValidatorInput): Legislators {
  const loaded = files.readYaml('legislators.yaml');
  if (!loaded) return { file: null, byId: new Map(), ids: [] };
  const fields = report.fields(loaded.source);
  const file = fields.validate(legislatorsSchema, loaded.data);
  const entries = (loaded.data as { legislators?: unknown } | null)?.legislators;
  return { file, ...checkEntries({ entries: Array.isArray(entries) ? entries : [], fields }) };
}

/** Takes the entries one by one: each valid one with an unused id and Bioguide id is kept. */
function checkEntries({ entries, fields }: { entries: readonly unknown[]; fields: FieldReporter }) {
  const byId = new Map<string, Legislator>();
  const ids: string[] = [];
  const bioguides = new Map<string, number>();
  const idIndexes = new Map<string, number>();
  entries.forEach((raw, index) => {
    const rawId = (raw as { id?: unknown } | null)?.id;
    if (typeof rawId === 'string' && !ids.includes(rawId)) ids.push(rawId);
    const parsed = legislatorSchema.safeParse(raw);
    if (!parsed.success) return;
    const legislator = parsed.data;
    const firstIndex = idIndexes.get(legislator.id);
    if (firstIndex !== undefined) {
      fields.at(
        ['legislators', index, 'id'],
        `"${legislator.id}" is already used by legislators[${firstIndex}] — ids must be unique`,
      );
      return;
    }
    const sameBioguide = bioguides.get(legislator.bioguide);
    if (sameBioguide !== undefined) {
      fields.at(
        ['legislators', index, 'bioguide'],
        `"${legislator.bioguide}" is already used by legislators[${sameBioguide}] — each member has one Bioguide id`,
      );
    }
    bioguides.set(legislator.bioguide, index);
    idIndexes.set(legislator.id, index);
    byId.set(legislator.id, legislator);
  });
  return { byId, ids };
}
