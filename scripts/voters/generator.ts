import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { en, Faker } from '@faker-js/faker';
import { DEMO_IDENTITIES, type DemoIdentity } from './demo-identities';
import { CALIFORNIA_HEADER, californiaLine, floridaLine, type VoterFileRecord } from './formats';

interface County {
  code: string;
  name: string;
  /** Relative number of registered voters (rough 2024 shares; only the spread matters). */
  weight: number;
  cities?: string[];
  zips?: [number, number];
  /** Congressional districts the county mostly lies in. */
  congressional?: [number, number];
}

// Florida's 67 county codes (voter-file-layouts.md); weights ≈ registered voters / 50,000.
const FL_COUNTIES: County[] = (
  [
    ['ALA', 'Alachua', 4],
    ['BAK', 'Baker'],
    ['BAY', 'Bay', 2.5],
    ['BRA', 'Bradford'],
    ['BRE', 'Brevard', 9, ['MELBOURNE', 'PALM BAY', 'TITUSVILLE', 'COCOA'], [32901, 32976], [7, 8]],
    [
      'BRO',
      'Broward',
      24,
      ['FORT LAUDERDALE', 'HOLLYWOOD', 'PEMBROKE PINES', 'CORAL SPRINGS'],
      [33301, 33336],
      [20, 25],
    ],
    ['CAL', 'Calhoun'],
    ['CHA', 'Charlotte', 3],
    ['CIT', 'Citrus', 2.5],
    ['CLA', 'Clay', 3.5],
    ['CLL', 'Collier', 5.5, ['NAPLES', 'IMMOKALEE'], [34101, 34120], [19, 26]],
    ['CLM', 'Columbia'],
    [
      'DAD',
      'Miami-Dade',
      30,
      ['MIAMI', 'HIALEAH', 'MIAMI BEACH', 'HOMESTEAD', 'CORAL GABLES'],
      [33101, 33199],
      [24, 28],
    ],
    ['DES', 'Desoto'],
    ['DIX', 'Dixie'],
    ['DUV', 'Duval', 13, ['JACKSONVILLE', 'JACKSONVILLE BEACH'], [32202, 32277], [4, 5]],
    ['ESC', 'Escambia', 4.5, ['PENSACOLA'], [32501, 32534], [1, 1]],
    ['FLA', 'Flagler', 2],
    ['FRA', 'Franklin'],
    ['GAD', 'Gadsden'],
    ['GIL', 'Gilchrist'],
    ['GLA', 'Glades'],
    ['GUL', 'Gulf'],
    ['HAM', 'Hamilton'],
    ['HAR', 'Hardee'],
    ['HEN', 'Hendry'],
    ['HER', 'Hernando', 3],
    ['HIG', 'Highlands', 1.5],
    ['HIL', 'Hillsborough', 19, ['TAMPA', 'BRANDON', 'PLANT CITY', 'RIVERVIEW'], [33602, 33647], [14, 16]],
    ['HOL', 'Holmes'],
    ['IND', 'Indian River', 2.5],
    ['JAC', 'Jackson'],
    ['JEF', 'Jefferson'],
    ['LAF', 'Lafayette'],
    ['LAK', 'Lake', 6],
    ['LEE', 'Lee', 10, ['FORT MYERS', 'CAPE CORAL', 'BONITA SPRINGS'], [33901, 33994], [17, 19]],
    ['LEO', 'Leon', 5, ['TALLAHASSEE'], [32301, 32317], [2, 2]],
    ['LEV', 'Levy'],
    ['LIB', 'Liberty'],
    ['MAD', 'Madison'],
    ['MAN', 'Manatee', 6, ['BRADENTON', 'PALMETTO'], [34201, 34243], [16, 16]],
    ['MRN', 'Marion', 6, ['OCALA'], [34470, 34482], [3, 6]],
    ['MRT', 'Martin', 2.5],
    ['MON', 'Monroe', 1.2, ['KEY WEST', 'MARATHON'], [33040, 33050], [28, 28]],
    ['NAS', 'Nassau', 1.5],
    ['OKA', 'Okaloosa', 3.5],
    ['OKE', 'Okeechobee'],
    ['ORA', 'Orange', 17, ['ORLANDO', 'WINTER PARK', 'APOPKA', 'OCOEE'], [32801, 32839], [9, 10]],
    ['OSC', 'Osceola', 5, ['KISSIMMEE', 'ST CLOUD'], [34741, 34772], [9, 9]],
    [
      'PAL',
      'Palm Beach',
      21,
      ['WEST PALM BEACH', 'BOCA RATON', 'JUPITER', 'DELRAY BEACH'],
      [33401, 33498],
      [21, 23],
    ],
    ['PAS', 'Pasco', 9, ['NEW PORT RICHEY', 'WESLEY CHAPEL', 'ZEPHYRHILLS'], [34652, 34691], [12, 12]],
    ['PIN', 'Pinellas', 15, ['ST PETERSBURG', 'CLEARWATER', 'LARGO'], [33701, 33786], [13, 13]],
    ['POL', 'Polk', 11, ['LAKELAND', 'WINTER HAVEN', 'BARTOW'], [33801, 33884], [15, 18]],
    ['PUT', 'Putnam', 1.2],
    ['SAN', 'Santa Rosa', 3],
    ['SAR', 'Sarasota', 6.5, ['SARASOTA', 'VENICE', 'NORTH PORT'], [34228, 34293], [17, 17]],
    ['SEM', 'Seminole', 6.5, ['SANFORD', 'OVIEDO', 'ALTAMONTE SPRINGS'], [32701, 32779], [7, 7]],
    ['STJ', 'St. Johns', 4.5, ['ST AUGUSTINE', 'PONTE VEDRA BEACH'], [32080, 32095], [5, 6]],
    ['STL', 'St. Lucie', 5, ['PORT ST LUCIE', 'FORT PIERCE'], [34945, 34987], [21, 21]],
    ['SUM', 'Sumter', 2.5],
    ['SUW', 'Suwannee'],
    ['TAY', 'Taylor'],
    ['UNI', 'Union'],
    ['VOL', 'Volusia', 9, ['DAYTONA BEACH', 'DELAND', 'DELTONA'], [32114, 32180], [6, 7]],
    ['WAK', 'Wakulla'],
    ['WAL', 'Walton', 1.5],
    ['WAS', 'Washington'],
  ] as [string, string, number?, string[]?, [number, number]?, [number, number]?][]
).map(([code, name, weight = 0.6, cities, zips, congressional]) => ({
  code,
  name,
  weight,
  ...(cities ? { cities } : {}),
  ...(zips ? { zips } : {}),
  ...(congressional ? { congressional } : {}),
}));

// California's 58 counties, codes 01 (Alameda) … 58 (Yuba); weights ≈ registered voters / 100,000.
const CA_COUNTIES: County[] = (
  [
    ['Alameda', 9.5, ['OAKLAND', 'FREMONT', 'BERKELEY', 'HAYWARD'], [94501, 94621], [10, 14]],
    ['Alpine', 0.1],
    ['Amador', 0.3],
    ['Butte', 1.3],
    ['Calaveras', 0.4],
    ['Colusa', 0.1],
    ['Contra Costa', 7, ['CONCORD', 'RICHMOND', 'ANTIOCH', 'WALNUT CREEK'], [94505, 94598], [8, 10]],
    ['Del Norte', 0.1],
    ['El Dorado', 1.3],
    ['Fresno', 5, ['FRESNO', 'CLOVIS'], [93650, 93794], [20, 22]],
    ['Glenn', 0.1],
    ['Humboldt', 0.9],
    ['Imperial', 0.9],
    ['Inyo', 0.1],
    ['Kern', 4.5, ['BAKERSFIELD', 'DELANO'], [93203, 93390], [20, 23]],
    ['Kings', 0.6],
    ['Lake', 0.4],
    ['Lassen', 0.2],
    [
      'Los Angeles',
      57,
      ['LOS ANGELES', 'LONG BEACH', 'PASADENA', 'GLENDALE', 'TORRANCE', 'SANTA CLARITA'],
      [90001, 91899],
      [23, 45],
    ],
    ['Madera', 0.7],
    ['Marin', 1.7],
    ['Mariposa', 0.1],
    ['Mendocino', 0.5],
    ['Merced', 1.2],
    ['Modoc', 0.1],
    ['Mono', 0.1],
    ['Monterey', 2],
    ['Napa', 0.8],
    ['Nevada', 0.8],
    ['Orange', 18, ['ANAHEIM', 'SANTA ANA', 'IRVINE', 'HUNTINGTON BEACH'], [92602, 92887], [38, 47]],
    ['Placer', 3],
    ['Plumas', 0.1],
    ['Riverside', 13, ['RIVERSIDE', 'MORENO VALLEY', 'CORONA', 'TEMECULA'], [92501, 92599], [39, 48]],
    ['Sacramento', 9, ['SACRAMENTO', 'ELK GROVE', 'CITRUS HEIGHTS'], [95811, 95864], [3, 7]],
    ['San Benito', 0.4],
    ['San Bernardino', 11, ['SAN BERNARDINO', 'FONTANA', 'ONTARIO', 'VICTORVILLE'], [92301, 92415], [23, 35]],
    ['San Diego', 19, ['SAN DIEGO', 'CHULA VISTA', 'OCEANSIDE', 'ESCONDIDO'], [91901, 92199], [48, 52]],
    ['San Francisco', 5, ['SAN FRANCISCO'], [94102, 94134], [11, 11]],
    ['San Joaquin', 4, ['STOCKTON', 'TRACY', 'LODI'], [95201, 95377], [9, 13]],
    ['San Luis Obispo', 1.8],
    ['San Mateo', 4.5, ['SAN MATEO', 'DALY CITY', 'REDWOOD CITY'], [94002, 94080], [15, 16]],
    ['Santa Barbara', 2.3],
    ['Santa Clara', 10, ['SAN JOSE', 'SUNNYVALE', 'SANTA CLARA', 'PALO ALTO'], [95002, 95196], [16, 19]],
    ['Santa Cruz', 1.7],
    ['Shasta', 1.2],
    ['Sierra', 0.1],
    ['Siskiyou', 0.3],
    ['Solano', 2.7],
    ['Sonoma', 3],
    ['Stanislaus', 2.6],
    ['Sutter', 0.5],
    ['Tehama', 0.4],
    ['Trinity', 0.1],
    ['Tulare', 2],
    ['Tuolumne', 0.4],
    ['Ventura', 5, ['VENTURA', 'OXNARD', 'THOUSAND OAKS', 'SIMI VALLEY'], [93001, 93066], [24, 26]],
    ['Yolo', 1.2],
    ['Yuba', 0.4],
  ] as [string, number, string[]?, [number, number]?, [number, number]?][]
).map(([name, weight, cities, zips, congressional], i) => ({
  code: String(i + 1).padStart(2, '0'),
  name,
  weight,
  ...(cities ? { cities } : {}),
  ...(zips ? { zips } : {}),
  ...(congressional ? { congressional } : {}),
}));

const STATE = {
  fl: {
    counties: FL_COUNTIES,
    zip: [32000, 34999],
    congressional: 28,
    lower: 120,
    upper: 40,
    idBase: 100_000_000,
  },
  ca: {
    counties: CA_COUNTIES,
    zip: [90000, 96699],
    congressional: 52,
    lower: 80,
    upper: 40,
    idBase: 10_000_000,
  },
} as const;

// Area codes of the demo identities are left out of the synthetic phones so that a demo number
// matches only its documented voters.
const DEMO_AREA_CODES = new Set(['213', '305', '407']);
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

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
