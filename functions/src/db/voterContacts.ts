import { isoDateOf, normaliseVoterName, parseDob } from '@rv/domain';
import type { Queryable } from './connection';

/** The sign-in help form's four fields. */
export interface VoterContactLookup {
  /** Names as typed: normalised here the way the importer stores them. */
  first: string;
  last: string;
  /** `MM/DD/YYYY`, as in the form. */
  dob: string;
  zip: string;
}

/**
 * UNMASKED contacts of the matching voters in the current file. The caller (getVoterContact)
 * must mask them before anything leaves the server.
 */
export interface UnmaskedVoterContacts {
  A: { numVotersFound: number; phones: string[]; emails: string[] };
  I: { numVotersFound: number };
}

/** How many active and inactive voters in the current file match the four fields, and the active ones' contacts. */
export async function lookupVoterContact(
  db: Queryable,
  lookup: VoterContactLookup,
): Promise<UnmaskedVoterContacts> {
  const result: UnmaskedVoterContacts = {
    A: { numVotersFound: 0, phones: [], emails: [] },
    I: { numVotersFound: 0 },
  };
  const birth = parseDob(lookup.dob.trim());
  if (!birth) return result;
  const rows = await db
    .selectFrom('voters')
    .select(['status', 'phones', 'email'])
    .where('last_name', '=', normaliseVoterName(lookup.last))
    .where('first_name', '=', normaliseVoterName(lookup.first))
    .where('dob', '=', isoDateOf(birth))
    .where('zip', '=', lookup.zip.trim())
    .where('is_up_to_date', '=', true)
    .execute();
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    if (row.status === 'I') {
      result.I.numVotersFound++;
      continue;
    }
    result.A.numVotersFound++;
    for (const p of row.phones) phones.add(p);
    if (row.email) emails.add(row.email);
  }
  result.A.phones = [...phones].sort();
  result.A.emails = [...emails].sort();
  return result;
}
