// npm run stances:void -- --reason "why" <uid hash…>
// Voids the current stances the given identities (uid hashes from `npm run security:report`) set,
// on DATABASE_URL (or the local stack's database): one transaction records the void and its
// reason, appends a VOIDED history entry after each stance, and recounts the tallies of every
// petition touched. A stance the voter changed since stays.
import { parseArgs } from 'node:util';
import { dbOnPool, voidStancesOf } from '@rv/functions/db';
import { openLocalPool } from '../db/local';

const usage = 'Usage: npm run stances:void -- --reason "why these stances are voided" <uid hash…>';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();
const reason = values.reason?.trim() ?? '';
if (reason === '') fail('Give the reason with --reason; it is recorded with the void. Nothing was voided.');
if (positionals.length === 0) fail('Give at least one uid hash. Nothing was voided.');
const malformed = positionals.filter((hash) => !/^[0-9a-f]{32}$/.test(hash));
if (malformed.length > 0)
  fail(
    `Not uid hashes (32 hex characters, as the security report prints them): ${malformed.join(' ')}. Nothing was voided.`,
  );

const local = await openLocalPool().catch((error: unknown) => {
  process.stderr.write(
    `Cannot reach the database; nothing was voided.\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
const db = dbOnPool(local.pool);
try {
  const outcome = await voidStancesOf(db, { uidHashes: positionals, reason });
  const byPetition = new Map<string, number>();
  for (const v of outcome.voided) byPetition.set(v.petition, (byPetition.get(v.petition) ?? 0) + 1);
  process.stdout.write(
    `Void ${outcome.voidId}: ${outcome.voided.length} stance(s) voided${
      byPetition.size > 0
        ? ` (${[...byPetition].map(([p, n]) => `${p}: ${n}`).join(', ')}); tallies recounted for ${outcome.petitionsRecounted.join(', ')}`
        : ''
    }.\n`,
  );
} finally {
  await db.destroy();
}
