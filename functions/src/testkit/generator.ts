import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { en, Faker, generateMersenne53Randomizer } from '@faker-js/faker';
import { site } from '@rv/catalogue';
import { DISTRICT_COUNTS } from '../db/districts';
import { CA_COUNTIES, FL_COUNTIES } from './counties';
import { DEMO_IDENTITIES, type DemoIdentity } from './demoIdentities';
import { CALIFORNIA_HEADER, californiaLine, floridaLine, type VoterFileRecord } from './voterFiles';

/** Per state: counties, zip range and district counts (from the catalogue), first voter id. */
const STATE = {
  fl: { counties: FL_COUNTIES, zip: site.states.fl.zipRange, ...DISTRICT_COUNTS.fl, idBase: 100_000_000 },
  ca: { counties: CA_COUNTIES, zip: site.states.ca.zipRange, ...DISTRICT_COUNTS.ca, idBase: 10_000_000 },
} as const;

// Area codes of the demo identities are left out of the synthetic phones so that a demo number
// matches only its documented voters.
const DEMO_AREA_CODES = new Set(['213', '305', '407']);
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

/**
 * A repeatable stream of numbers in [0, 1) from `seed` (faker's Mersenne Twister): the one seeded
 * generator of the tests, so a run that picks at random can be replayed from its seed.
 */
export function seededRandom(seed: number): () => number {
  const randomizer = generateMersenne53Randomizer(seed);
  return () => randomizer.next();
}

export interface GenerateOptions {
  state: 'ca' | 'fl';
  /** Synthetic voters (the demo identities of the state are added on top). */
  count: number;
  outDir: string;
  seed?: number;
  /** Extract date YYYYMMDD (file names, CA ExtractDate). */
  date?: string;
  /** Include the documented demo identities (default true). */
  demo?: boolean;
}

export interface GeneratedFiles {
  files: string[];
  rows: number;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function demoRecord(d: DemoIdentity): VoterFileRecord {
  const [mm, dd, yyyy] = d.dob.split('/');
  return {
    state: d.state,
    county: d.county,
    id: d.voterId.slice(3),
    last: d.last,
    first: d.first,
    middle: d.middle,
    suffix: d.suffix,
    exempt: d.exempt,
    address: '100 DEMO ST',
    city: d.city,
    zip: d.zip,
    dob: `${yyyy}-${mm}-${dd}`,
    registrationDate: '2010-01-04',
    gender: 'U',
    race: '9',
    party: d.state === 'fl' ? 'NPA' : 'NPP',
    precinct: '0101',
    status: d.status,
    congressional: String(d.congressionalDistrict),
    lower: String(d.lowerDistrict),
    upper: String(d.upperDistrict),
    phones: d.phone ? [d.phone.slice(2)] : [],
    email: d.email ?? '',
  };
}

/**
 * Builds `count` deterministic synthetic registrations of one state (same options → same rows).
 * About 1 in 1,000 rows is malformed on purpose (bad date, missing name, zip or district out of
 * range, wrong field count), 0.5% are exempt/confidential, 10% inactive, and some contacts are
 * malformed, so an import exercises every path.
 */
export function* syntheticRecords(options: {
  state: 'ca' | 'fl';
  count: number;
  seed?: number;
}): Generator<{ record: VoterFileRecord; breakLine?: (line: string) => string }> {
  const f = new Faker({ locale: [en], seed: options.seed ?? 1 });
  const s = STATE[options.state];
  const weights = s.counties.map((c) => ({ weight: c.weight, value: c }));
  for (let i = 0; i < options.count; i++) {
    const county = f.helpers.weightedArrayElement(weights);
    const index = s.counties.indexOf(county);
    const sex = f.datatype.boolean() ? 'female' : 'male';
    const first = f.person.firstName(sex).toUpperCase();
    const last = f.person.lastName().toUpperCase();
    const [zlo, zhi] =
      county.zips ??
      (() => {
        const span = Math.floor((s.zip[1] - s.zip[0]) / s.counties.length);
        return [s.zip[0] + index * span, s.zip[0] + index * span + span - 1] as const;
      })();
    const zip5 = String(f.number.int({ min: zlo, max: zhi }));
    const [clo, chi] = county.congressional ?? [
      clamp(1 + Math.floor((index * s.congressional) / s.counties.length), 1, s.congressional),
      clamp(2 + Math.floor((index * s.congressional) / s.counties.length), 1, s.congressional),
    ];
    const congressional = f.number.int({ min: clo, max: chi });
    const lower = clamp(
      Math.round(((congressional - 0.5) / s.congressional) * s.lower) + f.number.int({ min: -1, max: 1 }),
      1,
      s.lower,
    );
    const upper = clamp(Math.ceil((lower / s.lower) * s.upper), 1, s.upper);
    const phones: string[] = [];
    if (f.number.float() < 0.6) {
      const n = options.state === 'ca' && f.number.float() < 0.15 ? 2 : 1;
      for (let k = 0; k < n; k++) {
        let area = '';
        do area = String(f.number.int({ min: 201, max: 989 }));
        while (DEMO_AREA_CODES.has(area) || area[1] === '1');
        // The 555 exchange: not assigned to subscribers (555-1212 and 555-4334 are services).
        let line = '';
        do line = String(f.number.int({ min: 0, max: 9999 })).padStart(4, '0');
        while (line === '1212' || line === '4334');
        phones.push(f.number.float() < 0.02 ? `${area}555${line}`.slice(0, 7) : `${area}555${line}`);
      }
    }
    let email = '';
    if (f.number.float() < 0.35) {
      const domain = f.helpers.arrayElement(EMAIL_DOMAINS);
      email =
        f.number.float() < 0.02
          ? `${first.toLowerCase()}.${last.toLowerCase()}@`
          : `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${f.number.int(999)}@${domain}`;
      if (f.datatype.boolean()) email = email.toUpperCase();
    }
    const record: VoterFileRecord = {
      state: options.state,
      county: county.code,
      id: String(s.idBase + i),
      last,
      first,
      middle: f.number.float() < 0.6 ? f.person.middleName(sex).toUpperCase() : '',
      suffix: f.number.float() < 0.03 ? f.helpers.arrayElement(['JR', 'SR', 'II', 'III']) : '',
      exempt: f.number.float() < 0.005,
      address: `${f.number.int({ min: 1, max: 19999 })} ${f.location.street().toUpperCase()}`,
      city: county.cities ? f.helpers.arrayElement(county.cities) : county.name.toUpperCase(),
      zip: f.number.float() < 0.5 ? `${zip5}${String(f.number.int(9999)).padStart(4, '0')}` : zip5,
      dob: f.date
        .birthdate({ mode: 'age', min: 18, max: 95, refDate: '2026-01-01T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      registrationDate: f.date
        .between({ from: '1970-01-01T00:00:00Z', to: '2025-12-01T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      gender: sex === 'female' ? 'F' : 'M',
      race: f.helpers.arrayElement(['1', '2', '3', '4', '5', '6', '7', '9']),
      party:
        options.state === 'fl'
          ? f.helpers.arrayElement(['DEM', 'REP', 'NPA', 'NPA', 'IND', 'LPF', 'GRE'])
          : f.helpers.arrayElement(['DEM', 'REP', 'NPP', 'NPP', 'GRN', 'LIB']),
      precinct: String(f.number.int({ min: 1, max: 999 })).padStart(4, '0'),
      status: f.number.float() < 0.1 ? 'I' : 'A',
      congressional: String(congressional),
      lower: String(lower),
      upper: String(upper),
      phones,
      email,
    };
    if (f.number.float() < 0.001) {
      const kind = f.number.int(4);
      if (kind === 0) record.dob = '02/30/1980';
      else if (kind === 1) record.last = '';
      else if (kind === 2) record.zip = options.state === 'fl' ? '90210' : '33101';
      else if (kind === 3) record.congressional = '99';
      else yield { record, breakLine: (line) => line.split('\t').slice(0, 20).join('\t') };
      if (kind !== 4) yield { record };
      continue;
    }
    yield { record };
  }
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/** Writes the state's files in the official layout: FL `CCC_YYYYMMDD.txt` per county, CA one file. */
export async function generateVoterFiles(options: GenerateOptions): Promise<GeneratedFiles> {
  const date = options.date ?? '20260101';
  if (!/^\d{8}$/.test(date)) throw new Error(`--date must be YYYYMMDD, got "${date}"`);
  await mkdir(options.outDir, { recursive: true });
  const demo = (options.demo ?? true) ? DEMO_IDENTITIES.filter((d) => d.state === options.state) : [];
  const records = function* () {
    for (const d of demo)
      yield { record: demoRecord(d) } as { record: VoterFileRecord; breakLine?: (l: string) => string };
    yield* syntheticRecords(options);
  };
  let rows = 0;
  if (options.state === 'ca') {
    const file = path.join(options.outDir, `pvrdr-vrd-${date}.txt`);
    const out = createWriteStream(file, { encoding: 'latin1' });
    let chunk = `${CALIFORNIA_HEADER}\n`;
    for (const { record, breakLine } of records()) {
      const line = californiaLine(record, date);
      chunk += `${breakLine ? breakLine(line) : line}\n`;
      rows++;
      if (chunk.length > 1 << 16) {
        await write(out, chunk);
        chunk = '';
      }
    }
    await write(out, chunk);
    await close(out);
    return { files: [file], rows };
  }
  const streams = new Map<string, { out: WriteStream; chunk: string }>();
  for (const { record, breakLine } of records()) {
    let s = streams.get(record.county);
    if (!s) {
      s = { out: createWriteStream(path.join(options.outDir, `${record.county}_${date}.txt`)), chunk: '' };
      streams.set(record.county, s);
    }
    const line = floridaLine(record);
    s.chunk += `${breakLine ? breakLine(line) : line}\n`;
    rows++;
    if (s.chunk.length > 1 << 16) {
      await write(s.out, s.chunk);
      s.chunk = '';
    }
  }
  for (const s of streams.values()) {
    await write(s.out, s.chunk);
    await close(s.out);
  }
  return {
    files: [...streams.keys()].sort().map((c) => path.join(options.outDir, `${c}_${date}.txt`)),
    rows,
  };
}
