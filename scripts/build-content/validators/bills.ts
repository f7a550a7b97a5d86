// bills.yaml (optional): the bills stances rest on, as their official bill-status records give
// them (written by npm run stances:from-bill).
import { billsFileSchema } from '@rv/catalogue/schema';
import type { Bill } from '@rv/catalogue/types';
import type { ValidatorInput } from './input';

const BILLS_FILE = 'bills.yaml';

/** Bill id → bill; every id written in the file is a key, so one bad field is one error. */
export interface Bills {
  readonly byId: ReadonlyMap<string, Bill>;
  readonly ids: readonly string[];
}

export function validateBills({ files, report, now }: ValidatorInput & { now: string }): Bills {
  if (!files.has(BILLS_FILE)) return { byId: new Map(), ids: [] };
  const loaded = files.readYaml(BILLS_FILE);
  if (!loaded) return { byId: new Map(), ids: [] };
  const fields = report.fields(loaded.source);
  const file = fields.validate(billsFileSchema, loaded.data);
  const raw = (loaded.data as { bills?: unknown } | null)?.bills;
  const ids = raw && typeof raw === 'object' ? Object.keys(raw) : [];
  const byId = new Map<string, Bill>();
  for (const [id, bill] of Object.entries(file?.bills ?? {})) {
    if (bill.updated > now) {
      fields.at(['bills', id, 'updated'], `${bill.updated} is in the future — copy the record's update date`);
    }
    byId.set(id, { id, ...bill });
  }
  return { byId, ids };
}
