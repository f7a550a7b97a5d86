import { CA_COLUMNS, type CaColumn } from '../voters/layouts';

/** One registration as the generator (and tests) describe it, before layout formatting. */
export interface VoterFileRecord {
  state: 'ca' | 'fl';
  /** FL three-letter code (DAD) or CA two-digit code (19). */
  county: string;
  /** The state's voter id (FL Voter ID, CA RegistrantID), without the `fl:`/`ca:` prefix. */
  id: string;
  last: string;
  first: string;
  middle: string;
  suffix: string;
  /** FL public-records exemption / CA confidential voter. */
  exempt: boolean;
  address: string;
  city: string;
  /** As written: 5 digits or ZIP+4 (9 digits). */
  zip: string;
  /** ISO `YYYY-MM-DD`, written in the layout's format; any other text is written verbatim. */
  dob: string;
  registrationDate: string;
  gender: string;
  race: string;
  party: string;
  precinct: string;
  status: 'A' | 'I';
  congressional: string;
  /** CA Assembly / FL House. */
  lower: string;
  upper: string;
  /** Ten digits each as filed (may be malformed on purpose); FL keeps only the first. */
  phones: string[];
  email: string;
}

function isoTo(format: 'fl' | 'ca', iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return format === 'fl' ? `${m[2]}/${m[3]}/${m[1]}` : `${m[1]}${m[2]}${m[3]}`;
}

/** A Florida Voter Extract line: 38 tab-separated fields, protected fields blank when exempt. */
export function floridaLine(r: VoterFileRecord): string {
  const p = (value: string) => (r.exempt ? '' : value);
  const phone = r.phones[0] ?? '';
  const f = [
    r.county,
    r.id,
    p(r.last),
    p(r.suffix),
    p(r.first),
    p(r.middle),
    r.exempt ? 'Y' : 'N',
    p(r.address),
    '',
    p(r.city),
    p('FL'),
    p(r.zip),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    r.gender,
    r.race,
    p(isoTo('fl', r.dob)),
    isoTo('fl', r.registrationDate),
    r.party,
    p(r.precinct),
    '',
    p(r.precinct),
    '',
    r.status === 'A' ? 'ACT' : 'INA',
    p(r.congressional),
    p(r.lower),
    p(r.upper),
    '',
    '',
    p(phone.slice(0, 3)),
    p(phone.slice(3)),
    '',
    p(r.email),
  ];
  return f.join('\t');
}

export const CALIFORNIA_HEADER = CA_COLUMNS.join('\t');

/** A line of the California statewide file, columns as CALIFORNIA_HEADER. */
export function californiaLine(r: VoterFileRecord, extractDate: string): string {
  const values: Partial<Record<CaColumn, string>> = {
    CountyCode: r.county,
    RegistrantID: r.id,
    ExtractDate: extractDate,
    LastName: r.last,
    FirstName: r.first,
    MiddleName: r.middle,
    Suffix: r.suffix,
    AddressNumber: r.address.split(' ')[0] ?? '',
    StreetName: r.address.split(' ').slice(1).join(' '),
    City: r.city,
    State: 'CA',
    Zip: r.zip,
    Email: r.email,
    DOB: isoTo('ca', r.dob),
    Gender: r.gender,
    PartyCode: r.party,
    Status: r.status,
    RegistrationDate: isoTo('ca', r.registrationDate),
    Precinct: r.precinct,
    Language: 'ENG',
    VoterStatusReasonCodeDesc: r.exempt ? 'Confidential Voter' : r.status === 'I' ? 'Moved' : '',
    USCongressionalDistrict: r.congressional,
    StateSenate: r.upper,
    StateAssembly: r.lower,
    CountySupervisoral: String((Number(r.congressional) % 5) + 1),
  };
  r.phones.slice(0, 4).forEach((phone, i) => {
    const n = (i + 1) as 1 | 2 | 3 | 4;
    values[`Phone${n}Area`] = phone.slice(0, 3);
    values[`Phone${n}Exchange`] = phone.slice(3, 6);
    values[`Phone${n}NumberPart`] = phone.slice(6);
  });
  return CA_COLUMNS.map((c) => values[c] ?? '').join('\t');
}
