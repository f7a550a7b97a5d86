import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALIFORNIA_HEADER, californiaLine, floridaLine, type VoterFileRecord } from './voterFiles';

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `rv-${prefix}-`));
}

export function flVoter(id: string, overrides: Partial<VoterFileRecord> = {}): VoterFileRecord {
  return {
    state: 'fl',
    county: 'DAD',
    id,
    last: 'PALMER',
    first: 'JUNE',
    middle: '',
    suffix: '',
    exempt: false,
    address: '1 TEST ST',
    city: 'MIAMI',
    zip: '33130',
    dob: '1980-05-06',
    registrationDate: '2004-01-01',
    gender: 'F',
    race: '9',
    party: 'NPA',
    precinct: '0001',
    status: 'A',
    congressional: '27',
    lower: '113',
    upper: '38',
    phones: [],
    email: '',
    ...overrides,
  };
}

export function caVoter(id: string, overrides: Partial<VoterFileRecord> = {}): VoterFileRecord {
  return {
    ...flVoter(id),
    state: 'ca',
    county: '19',
    city: 'LOS ANGELES',
    zip: '90012',
    party: 'NPP',
    congressional: '34',
    lower: '54',
    upper: '26',
    ...overrides,
  };
}

/** Writes a Florida county file `DAD_<date>.txt` of the given lines (records or raw text). */
export async function writeFlorida(
  dir: string,
  lines: (VoterFileRecord | string)[],
  name = 'DAD_20260101.txt',
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, lines.map((l) => `${typeof l === 'string' ? l : floridaLine(l)}\n`).join(''));
  return file;
}

export async function writeCalifornia(
  dir: string,
  lines: (VoterFileRecord | string)[],
  name = 'pvrdr-vrd-20260101.txt',
  extractDate = '20260101',
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const body = lines.map((l) => `${typeof l === 'string' ? l : californiaLine(l, extractDate)}\n`).join('');
  await writeFile(file, `${CALIFORNIA_HEADER}\n${body}`);
  return file;
}
