import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createPool, readStancesByDistrict, recountTallies, writeStance } from '@rv/functions/db';
import { createTestDatabase, flVoter, type TestDatabase, tempDir, writeFlorida } from '@rv/functions/testkit';
import { importVoterFiles } from '@rv/functions/voters';
import { afterAll, beforeAll, expect, it } from 'vitest';

let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase({ max: 12 });
  dir = await tempDir('import-concurrent');
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

it('keeps tallies equal to a recount when stance writes race an import that moves and drops voters', async () => {
  const N = 300;
  const v1 = Array.from({ length: N }, (_, i) =>
    flVoter(String(5000 + i), {
      congressional: String((i % 28) + 1),
      lower: String((i % 120) + 1),
      upper: String((i % 40) + 1),
    }),
  );
  // v2: every third voter moves district, every seventh leaves the file, every eleventh turns inactive.
  const v2 = v1
    .map((v, i) =>
      i % 3 === 0
        ? {
            ...v,
            congressional: String(((i + 5) % 28) + 1),
            lower: String(((i + 9) % 120) + 1),
            upper: String(((i + 3) % 40) + 1),
          }
        : i % 11 === 0
          ? { ...v, status: 'I' as const }
          : v,
    )
    .filter((_, i) => i % 7 !== 0);
  const pool = createPool(t.url, { max: 2 });
  try {
    await importVoterFiles(pool, [await writeFlorida(path.join(dir, 'v1'), v1)]);
    const file2 = await writeFlorida(path.join(dir, 'v2'), v2);
    const petitions = ['petitions/a', 'petitions/b'];
    const writes = (round: number) =>
      Array.from({ length: N }, (_, i) =>
        writeStance(t.db, {
          voterId: `fl:${5000 + i}`,
          petition: petitions[(i + round) % 2] as string,
          stance: (i * 7 + round) % 3 ? 'YES' : 'NO',
        }),
      );
    await Promise.all(writes(0));
    // Writes and the import run together; each write either lands before the import's row
    // locks (and is moved by it) or waits and counts in the new districts.
    const [imported] = await Promise.all([
      importVoterFiles(pool, [file2]),
      Promise.all(writes(1)),
      Promise.all(writes(2)),
    ]);
    expect(imported.states[0]).toMatchObject({ markedStale: Math.ceil(N / 7) });
    const recount = await recountTallies(t.db);
    expect(recount.mismatches).toEqual([]);
    expect(recount.stancesCounted).toBeGreaterThan(0);
    const a = await readStancesByDistrict(t.db, { petition: 'petitions/a' });
    const b = await readStancesByDistrict(t.db, { petition: 'petitions/b' });
    expect(a.fl.TOTAL.YES + a.fl.TOTAL.NO + b.fl.TOTAL.YES + b.fl.TOTAL.NO).toBe(recount.stancesCounted);
  } finally {
    await pool.end();
  }
});
