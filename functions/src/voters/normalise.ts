import { site } from '@rv/catalogue';
import {
  type CalendarDate,
  isDobYearAllowed,
  isoDateOf,
  isRealDate,
  isValidEmail,
  isZipInState,
  normaliseEmail,
  normaliseVoterName,
  phoneToE164,
  type ZipRanges,
} from '@rv/domain';
import { DISTRICT_COUNTS } from '../db/districts';
import type { StateCode, VoterFileColumn, VoterStatus, VotersTable } from '../db/schema';
import { CA_COLUMNS, CA_CONFIDENTIAL_REASON, type CaColumn, FL } from './layouts';

/** A voter row as the importer stages it: the voters table's columns the voter file provides. */
export type NormalisedVoter = Pick<VotersTable, VoterFileColumn>;

/**
 * The outcome of one line. Problems never quote the row's values: they are voter data
 * (functions/README.md, privacy), and the field name plus file:line is enough to find them.
 */
export type RowResult =
  | { kind: 'voter'; voter: NormalisedVoter; warnings: string[] }
  | { kind: 'exempt' }
  | { kind: 'malformed'; problem: string };

const NO_WARNINGS: string[] = [];
const NO_PHONES: string[] = [];
const ZIP_RANGES: ZipRanges = { ca: site.states.ca.zipRange, fl: site.states.fl.zipRange };

/**
 * The fields of one tab-separated line without String.split: splitting a 60-column CA row
 * allocates 60 strings and was the importer's main cost; rows only need about 20 of them.
 */
class TabLine {
  private readonly ends = new Int32Array(256);
  private line = '';
  count = 0;

  read(line: string): this {
    this.line = line;
    let n = 0;
    let at = line.indexOf('\t');
    while (at !== -1 && n < 255) {
      this.ends[n++] = at;
      at = line.indexOf('\t', at + 1);
    }
    this.ends[n++] = line.length;
    this.count = at === -1 ? n : n + 1;
    return this;
  }

  get(i: number): string {
    if (i < 0 || i >= this.count || i > 255) return '';
    const start = i === 0 ? 0 : (this.ends[i - 1] as number) + 1;
    return this.line.slice(start, this.ends[i]);
  }
}

const tabLine = new TabLine();

/** Raw files mark some blanks with `*` (irworkshop reads na = c("", "*")). */
function clean(value: string | undefined): string {
  const v = (value ?? '').trim();
  return v === '*' ? '' : v;
}

/** Stored as the lookup searches: `normaliseVoterName` (single-spaced, upper case). */
function name(value: string | undefined): string {
  return normaliseVoterName(clean(value));
}

// The per-row patterns, compiled once (the importer tests millions of rows).
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const CALIFORNIA_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const VOTER_ID = /^[A-Za-z0-9-]{1,20}$/;
const ZIP_OR_ZIP4 = /^\d{5}(\d{4})?$/;
const TEN_DIGITS = /^\d{10}$/;
const NANP_AREA_AND_EXCHANGE = /^[2-9]\d{2}[2-9]/;

/** MM/DD/YYYY (FL layout), YYYYMMDD or YYYY-MM-DD (CA) → a real calendar day, or null. */
function fileDate(value: string): CalendarDate | null {
  const us = US_DATE.exec(value);
  const iso = us ? null : ISO_DATE.exec(value);
  const date = us
    ? { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : null;
  return date && isRealDate(date) ? date : null;
}

/** California's layout writes dates as YYYYMMDD only; any other form is a malformed row. */
function californiaDate(value: string): CalendarDate | null {
  const m = CALIFORNIA_DATE.exec(value);
  const date = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  return date && isRealDate(date) ? date : null;
}

/** A file's extract date in any of the layouts' forms → ISO date, or null. */
export function parseFileDate(value: string): string | null {
  const date = fileDate(value);
  return date ? isoDateOf(date) : null;
}

/** 1–max from digits with optional leading zeros (at most 3 significant); char codes, no regex per row. */
function district(value: string, max: number): number | null {
  const v = clean(value);
  let n = 0;
  let significant = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return null;
    if (n > 0 || c > 0) significant++;
    n = n * 10 + c;
  }
  if (significant > 3) return null;
  return n >= 1 && n <= max ? n : null;
}

interface Common {
  state: StateCode;
  id: string;
  county: string;
  last: string;
  first: string;
  middle: string;
  suffix: string;
  city: string;
  zip: string;
  dob: string;
  status: VoterStatus | null;
  congressional: string;
  lower: string;
  upper: string;
  phones: { raw: string; field: string }[];
  email: string;
  emailField: string;
  fields: { id: string; last: string; first: string; city: string; zip: string; dob: string; status: string };
  districtFields: { congressional: string; lower: string; upper: string };
}

function finish(c: Common): RowResult {
  const f = c.fields;
  if (!VOTER_ID.test(c.id)) return { kind: 'malformed', problem: `${f.id} is missing or not an id` };
  if (!c.last) return { kind: 'malformed', problem: `${f.last} is missing` };
  if (!c.first) return { kind: 'malformed', problem: `${f.first} is missing` };
  if (!c.city) return { kind: 'malformed', problem: `${f.city} is missing` };
  const zipDigits = c.zip.includes('-') ? c.zip.replaceAll('-', '') : c.zip;
  const zip = ZIP_OR_ZIP4.test(zipDigits) ? zipDigits.slice(0, 5) : null;
  if (!zip) return { kind: 'malformed', problem: `${f.zip} is not a 5-digit or ZIP+4 code` };
  if (!isZipInState(zip, c.state, ZIP_RANGES)) {
    const [lo, hi] = ZIP_RANGES[c.state];
    return { kind: 'malformed', problem: `${f.zip} is outside ${c.state.toUpperCase()} (${lo}–${hi})` };
  }
  // The product's rule for a date of birth (a real day, born 1800–2029), as in the sign-in help.
  const birth = c.state === 'ca' ? californiaDate(c.dob) : fileDate(c.dob);
  if (!birth || !isDobYearAllowed(birth.year)) {
    const form = c.state === 'ca' ? ' in the form YYYYMMDD' : '';
    return { kind: 'malformed', problem: `${f.dob} is missing or not a valid date${form}` };
  }
  if (!c.status) return { kind: 'malformed', problem: `${f.status} is not a known status` };
  const max = DISTRICT_COUNTS[c.state];
  const congressional = district(c.congressional, max.congressional);
  if (congressional === null) {
    return {
      kind: 'malformed',
      problem: `${c.districtFields.congressional} is not a district 1–${max.congressional}`,
    };
  }
  const lower = district(c.lower, max.lower);
  if (lower === null)
    return { kind: 'malformed', problem: `${c.districtFields.lower} is not a district 1–${max.lower}` };
  const upper = district(c.upper, max.upper);
  if (upper === null)
    return { kind: 'malformed', problem: `${c.districtFields.upper} is not a district 1–${max.upper}` };

  // Most rows have no warning and at most one phone: no Set or array allocated for them.
  let warnings = NO_WARNINGS;
  let phones = NO_PHONES;
  for (const p of c.phones) {
    if (!p.raw) continue;
    // Ten digits with area code and exchange starting 2–9 (North American numbering). The
    // domain's phoneToE164 reads a leading 0 or 1 as a trunk prefix to drop, which in a file's
    // ten digits would make a wrong number instead of a malformed one.
    const e164 =
      TEN_DIGITS.test(p.raw) && NANP_AREA_AND_EXCHANGE.test(p.raw) ? phoneToE164(p.raw, site.phone) : null;
    if (e164) {
      if (phones === NO_PHONES) phones = [e164];
      else if (!phones.includes(e164)) phones.push(e164);
    } else {
      if (warnings === NO_WARNINGS) warnings = [];
      warnings.push(`${p.field} is not a 10-digit US phone number; imported without it`);
    }
  }
  let email: string | null = null;
  if (c.email) {
    if (isValidEmail(c.email)) email = normaliseEmail(c.email);
    else {
      if (warnings === NO_WARNINGS) warnings = [];
      warnings.push(`${c.emailField} is not a valid e-mail address; imported without it`);
    }
  }
  return {
    kind: 'voter',
    warnings,
    voter: {
      voter_id: `${c.state}:${c.id}`,
      state: c.state,
      county: c.county,
      first_name: c.first,
      middle_name: c.middle || null,
      last_name: c.last,
      suffix: c.suffix || null,
      city: c.city,
      zip,
      dob: isoDateOf(birth),
      status: c.status,
      congressional_district: congressional,
      state_lower_district: lower,
      state_upper_district: upper,
      phones: phones === NO_PHONES ? [] : phones,
      email,
    },
  };
}

// Field names for problem messages: built once, not per row.
const FL_LABELS: Pick<Common, 'fields' | 'districtFields'> = {
  fields: {
    id: 'voter id (field 2)',
    last: 'last name (field 3)',
    first: 'first name (field 5)',
    city: 'residence city (field 10)',
    zip: 'residence zip (field 12)',
    dob: 'birth date (field 22)',
    status: 'voter status (field 29)',
  },
  districtFields: {
    congressional: 'congressional district (field 30)',
    lower: 'house district (field 31)',
    upper: 'senate district (field 32)',
  },
};

const CA_LABELS: Pick<Common, 'fields' | 'districtFields'> = {
  fields: {
    id: 'RegistrantID',
    last: 'LastName',
    first: 'FirstName',
    city: 'City',
    zip: 'Zip',
    dob: 'DOB',
    status: 'Status',
  },
  districtFields: {
    congressional: 'USCongressionalDistrict',
    lower: 'StateAssembly',
    upper: 'StateSenate',
  },
};

/** One line of a Florida county file (38 tab-separated fields, no header). */
export function normaliseFloridaRow(line: string): RowResult {
  const t = tabLine.read(line);
  if (t.count !== FL.fieldCount) {
    return { kind: 'malformed', problem: `has ${t.count} fields, expected ${FL.fieldCount} (tab-separated)` };
  }
  // Field 7 = Y: the voter asked for a public-records exemption; protected fields are blank.
  if (clean(t.get(FL.exemption)).toUpperCase() === 'Y') return { kind: 'exempt' };
  const status = clean(t.get(FL.status)).toUpperCase();
  const area = clean(t.get(FL.areaCode));
  const number = clean(t.get(FL.phoneNumber));
  return finish({
    state: 'fl',
    id: clean(t.get(FL.voterId)),
    county: clean(t.get(FL.countyCode)).toUpperCase(),
    last: name(t.get(FL.lastName)),
    first: name(t.get(FL.firstName)),
    middle: name(t.get(FL.middleName)),
    suffix: name(t.get(FL.suffix)),
    city: name(t.get(FL.city)),
    zip: clean(t.get(FL.zip)),
    dob: clean(t.get(FL.birthDate)),
    status: status === 'ACT' ? 'A' : status === 'INA' ? 'I' : null,
    congressional: clean(t.get(FL.congressional)),
    lower: clean(t.get(FL.house)),
    upper: clean(t.get(FL.senate)),
    phones:
      area || number
        ? [{ raw: `${area}${number}`.replace(/[\s().-]/g, ''), field: 'phone (fields 35–36)' }]
        : [],
    email: clean(t.get(FL.email)),
    emailField: 'e-mail (field 38)',
    ...FL_LABELS,
  });
}

/** Column positions of a CA file, from its header row. */
export type CaHeader = Map<CaColumn, number>;

export function readCaliforniaHeader(line: string): { header: CaHeader } | { problem: string } {
  const names = line.split('\t').map((n) => n.trim());
  const header: CaHeader = new Map();
  names.forEach((n, i) => {
    header.set(n as CaColumn, i);
  });
  const required: CaColumn[] = [
    'CountyCode',
    'RegistrantID',
    'LastName',
    'FirstName',
    'City',
    'Zip',
    'DOB',
    'Status',
    'USCongressionalDistrict',
    'StateAssembly',
    'StateSenate',
  ];
  const missing = required.filter((c) => !header.has(c));
  return missing.length ? { problem: `header lacks column(s) ${missing.join(', ')}` } : { header };
}

/** Column → position as a plain array per header, resolved once per file, not a Map lookup per field. */
const caPositions = new WeakMap<CaHeader, Int16Array>();

function positions(header: CaHeader): Int16Array {
  let p = caPositions.get(header);
  if (!p) {
    p = new Int16Array(CA_COLUMNS.length).fill(-1);
    for (const [i, column] of CA_COLUMNS.entries()) p[i] = header.get(column) ?? -1;
    caPositions.set(header, p);
  }
  return p;
}

const CA_INDEX = new Map<CaColumn, number>(CA_COLUMNS.map((c, i) => [c, i]));

const PHONE_COLUMNS = {
  1: ['Phone1Area', 'Phone1Exchange', 'Phone1NumberPart'],
  2: ['Phone2Area', 'Phone2Exchange', 'Phone2NumberPart'],
  3: ['Phone3Area', 'Phone3Exchange', 'Phone3NumberPart'],
  4: ['Phone4Area', 'Phone4Exchange', 'Phone4NumberPart'],
} as const satisfies Record<number, readonly [CaColumn, CaColumn, CaColumn]>;

/** One data line of the California statewide file. */
export function normaliseCaliforniaRow(line: string, header: CaHeader): RowResult {
  const t = tabLine.read(line);
  if (t.count !== header.size) {
    return { kind: 'malformed', problem: `has ${t.count} fields, expected ${header.size} (as the header)` };
  }
  const p = positions(header);
  const get = (c: CaColumn) => clean(t.get(p[CA_INDEX.get(c) as number] as number));
  if (get('VoterStatusReasonCodeDesc').toUpperCase().includes(CA_CONFIDENTIAL_REASON))
    return { kind: 'exempt' };
  const status = get('Status').toUpperCase();
  const phones: { raw: string; field: string }[] = [];
  for (const n of [1, 2, 3, 4] as const) {
    const raw = `${get(PHONE_COLUMNS[n][0])}${get(PHONE_COLUMNS[n][1])}${get(PHONE_COLUMNS[n][2])}`;
    if (raw) phones.push({ raw: raw.replace(/[\s().-]/g, ''), field: `Phone${n}` });
  }
  return finish({
    state: 'ca',
    id: get('RegistrantID'),
    county: get('CountyCode'),
    last: name(get('LastName')),
    first: name(get('FirstName')),
    middle: name(get('MiddleName')),
    suffix: name(get('Suffix')),
    city: name(get('City')),
    zip: get('Zip'),
    dob: get('DOB'),
    status: status === 'A' || status === 'ACT' ? 'A' : status === 'I' || status === 'INA' ? 'I' : null,
    congressional: get('USCongressionalDistrict'),
    lower: get('StateAssembly'),
    upper: get('StateSenate'),
    phones,
    email: get('Email'),
    emailField: 'Email',
    ...CA_LABELS,
  });
}

/**
 * The file's extract date from one of its data lines, or null when the header has no
 * `ExtractDate` column (every row carries the same date, so one row per file is read).
 */
export function californiaExtractDate(line: string, header: CaHeader): string | null {
  const at = header.get('ExtractDate');
  return at === undefined ? null : parseFileDate(clean(tabLine.read(line).get(at)));
}
