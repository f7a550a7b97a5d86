import { sql } from 'kysely';
import type { Queryable } from './connection';
import type { MatchIdentity } from './queries';
import type { StateCode } from './schema';

/*
 * Queries the callables need beyond the shared query layer (owned by the callables work;
 * see functions/README.md).
 */

/**
 * The state of `voterId` when that voter matches the caller's verified identity and is active
 * and in the current file; null otherwise. One primary-key lookup: writeStance's check that the
 * voter is one of the caller's matches, without loading every match and its stances.
 */
export async function matchedVoterState(
  db: Queryable,
  voterId: string,
  identity: MatchIdentity,
): Promise<StateCode | null> {
  let query = db
    .selectFrom('voters')
    .select('state')
    .where('voter_id', '=', voterId)
    .where('status', '=', 'A')
    .where('is_up_to_date', '=', true);
  query =
    'phone' in identity
      ? query.where(sql<boolean>`phones @> ARRAY[${identity.phone}]::text[]`)
      : query.where('email', '=', identity.email.trim().toLowerCase());
  const row = await query.executeTakeFirst();
  return row?.state ?? null;
}
