import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@rv/functions/db';
import { createPool } from '@rv/functions/db';
import { generateVoterFiles } from '@rv/functions/testkit/generator';
import { type ImportSummary, importVoterFiles } from '@rv/functions/voters';
import { sql } from 'kysely';

export interface SeedOptions {
  /** Synthetic voters in total, split between CA and FL (the demo identities come on top). */
  count?: number;
  seed?: number;
}

/** Whether the database holds no voters yet (first run of the local stack). */
export async function needsSeeding(db: Db): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM voters) AS any`.execute(db);
  return !rows[0]?.any;
}

/**
 * Seeds a database with deterministic synthetic voters of both states plus the documented demo
 * identities (scripts/voters/README.md), through the real importer: generated files in the
 * official layouts, then one import. Default 50,000 voters.
 */
export async function seedDemoData(databaseUrl: string, options: SeedOptions = {}): Promise<ImportSummary> {
  const count = options.count ?? 50_000;
  const dir = await mkdtemp(path.join(tmpdir(), 'rv-seed-'));
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const ca = await generateVoterFiles({
      state: 'ca',
      count: Math.ceil(count / 2),
      outDir: dir,
      seed: options.seed,
    });
    const fl = await generateVoterFiles({
      state: 'fl',
      count: Math.floor(count / 2),
      outDir: dir,
      seed: options.seed,
    });
    // The demo identities' California districts are those of the commission's 2021 map (Ava's
    // CA-34 is Jimmy Gomez's district), which the members in office until 2027-01-03 hold: the
    // files are read on it, as an operator would with --plan, though their extract date would
    // put them on the Legislature's 2025 map (docs/decisions/0072-district-plans.md).
    return await importVoterFiles(pool, [...ca.files, ...fl.files], { plans: { ca: 'ca-commission-2021' } });
  } finally {
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  }
}
