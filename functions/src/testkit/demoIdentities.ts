// Documented demo identities for the local stack, demos and end-to-end tests (README.md here).
// Fictional people: phone numbers are in the 555-0100..0199 block reserved for fiction, e-mails
// use the example.org / example.com domains reserved by RFC 2606. Never real voters.

type DemoExpectation =
  /** Signs in and is matched to exactly this voter. */
  | 'matched'
  /** Signs in and sees the picker (the phone is on two voters' records). */
  | 'picker'
  /** Signs in but is not matched (inactive); the help lookup reports INACTIVE. */
  | 'inactive'
  /** Not matched by any sign-in; the help lookup reports ACTIVE_NO_CONTACT (docs/product/data.md#lookup). */
  | 'no-contact'
  /** Exempt from the public record: not imported at all, so not found anywhere. */
  | 'exempt';

export interface DemoIdentity {
  key: string;
  voterId: string;
  state: 'ca' | 'fl';
  county: string;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  city: string;
  zip: string;
  /** MM/DD/YYYY, as typed into the sign-in help form. */
  dob: string;
  status: 'A' | 'I';
  /** E.164 or null. */
  phone: string | null;
  email: string | null;
  congressionalDistrict: number;
  /** CA Assembly / FL House. */
  lowerDistrict: number;
  upperDistrict: number;
  exempt: boolean;
  expect: DemoExpectation;
  note: string;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    key: 'ca-phone',
    voterId: 'ca:90000001',
    state: 'ca',
    county: '19',
    first: 'AVA',
    middle: 'MAE',
    last: 'DEMOLAND',
    suffix: '',
    city: 'LOS ANGELES',
    zip: '90012',
    dob: '04/12/1988',
    status: 'A',
    phone: '+12135550101',
    email: null,
    congressionalDistrict: 34,
    lowerDistrict: 54,
    upperDistrict: 26,
    exempt: false,
    expect: 'matched',
    note: 'California voter who signs in by SMS: (213) 555-0101.',
  },
  {
    key: 'ca-phone-withdraws',
    voterId: 'ca:90000009',
    state: 'ca',
    county: '19',
    first: 'IRIS',
    middle: '',
    last: 'DEMOLAND',
    suffix: '',
    city: 'LOS ANGELES',
    zip: '90011',
    dob: '08/23/1992',
    status: 'A',
    phone: '+12135550105',
    email: null,
    congressionalDistrict: 37,
    lowerDistrict: 59,
    upperDistrict: 28,
    exempt: false,
    expect: 'matched',
    note: 'California voter who signs in by SMS: (213) 555-0105; takes a stance back on My stances.',
  },
  {
    key: 'fl-phone-spanish',
    voterId: 'fl:900000010',
    state: 'fl',
    county: 'DAD',
    first: 'LUCIA',
    middle: 'ISABEL',
    last: 'DEMOLAND',
    suffix: '',
    city: 'HIALEAH',
    zip: '33010',
    dob: '11/05/1979',
    status: 'A',
    phone: '+13055550106',
    email: null,
    congressionalDistrict: 26,
    lowerDistrict: 110,
    upperDistrict: 36,
    exempt: false,
    expect: 'matched',
    note: 'Florida voter who reads the site in Spanish and signs in by SMS: (305) 555-0106.',
  },
  {
    key: 'ca-email',
    voterId: 'ca:90000002',
    state: 'ca',
    county: '38',
    first: 'BENJAMIN',
    middle: '',
    last: 'EXAMPLE',
    suffix: 'JR',
    city: 'SAN FRANCISCO',
    zip: '94103',
    dob: '11/30/1975',
    status: 'A',
    phone: null,
    email: 'ben.example@example.org',
    congressionalDistrict: 11,
    lowerDistrict: 17,
    upperDistrict: 11,
    exempt: false,
    expect: 'matched',
    note: 'California voter who signs in by e-mail link: ben.example@example.org.',
  },
  {
    key: 'fl-shared-phone-1',
    voterId: 'fl:900000003',
    state: 'fl',
    county: 'DAD',
    first: 'CARLOS',
    middle: 'J',
    last: 'SAMPLE',
    suffix: '',
    city: 'MIAMI',
    zip: '33130',
    dob: '02/29/1964',
    status: 'A',
    phone: '+13055550102',
    email: 'carlos.sample@example.com',
    congressionalDistrict: 27,
    lowerDistrict: 113,
    upperDistrict: 38,
    exempt: false,
    expect: 'picker',
    note: 'Florida voter sharing (305) 555-0102 with DIANA SAMPLE: SMS sign-in shows the picker.',
  },
  {
    key: 'fl-shared-phone-2',
    voterId: 'fl:900000004',
    state: 'fl',
    county: 'DAD',
    first: 'DIANA',
    middle: '',
    last: 'SAMPLE',
    suffix: '',
    city: 'MIAMI',
    zip: '33130',
    dob: '07/04/1966',
    status: 'A',
    phone: '+13055550102',
    email: null,
    congressionalDistrict: 27,
    lowerDistrict: 113,
    upperDistrict: 38,
    exempt: false,
    expect: 'picker',
    note: 'The second voter on (305) 555-0102.',
  },
  {
    key: 'fl-email',
    voterId: 'fl:900000005',
    state: 'fl',
    county: 'LEO',
    first: 'ELENA',
    middle: 'R',
    last: 'TESTER',
    suffix: '',
    city: 'TALLAHASSEE',
    zip: '32301',
    dob: '09/15/1990',
    status: 'A',
    phone: null,
    email: 'elena.tester@example.com',
    congressionalDistrict: 2,
    lowerDistrict: 8,
    upperDistrict: 3,
    exempt: false,
    expect: 'matched',
    note: 'Florida voter who signs in by e-mail link: elena.tester@example.com.',
  },
  {
    key: 'fl-inactive',
    voterId: 'fl:900000006',
    state: 'fl',
    county: 'ORA',
    first: 'FRANK',
    middle: '',
    last: 'IDLE',
    suffix: 'SR',
    city: 'ORLANDO',
    zip: '32801',
    dob: '01/20/1950',
    status: 'I',
    phone: '+14075550103',
    email: null,
    congressionalDistrict: 10,
    lowerDistrict: 42,
    upperDistrict: 15,
    exempt: false,
    expect: 'inactive',
    note: 'Inactive Florida voter: (407) 555-0103 is not matched; the lookup reports INACTIVE.',
  },
  {
    key: 'ca-no-contact',
    voterId: 'ca:90000007',
    state: 'ca',
    county: '37',
    first: 'GRACE',
    middle: '',
    last: 'NOCONTACT',
    suffix: '',
    city: 'SAN DIEGO',
    zip: '92101',
    dob: '06/01/1982',
    status: 'A',
    phone: null,
    email: null,
    congressionalDistrict: 50,
    lowerDistrict: 78,
    upperDistrict: 39,
    exempt: false,
    expect: 'no-contact',
    note: 'Active California voter with no phone or e-mail on file: the lookup reports no contact.',
  },
  {
    key: 'fl-exempt',
    voterId: 'fl:900000008',
    state: 'fl',
    county: 'DAD',
    first: 'HENRY',
    middle: '',
    last: 'PRIVATE',
    suffix: '',
    city: 'MIAMI',
    zip: '33131',
    dob: '03/03/1970',
    status: 'A',
    phone: '+13055550104',
    email: null,
    congressionalDistrict: 27,
    lowerDistrict: 113,
    upperDistrict: 38,
    exempt: true,
    expect: 'exempt',
    note: 'Exempt from the public record (field 7 = Y): never imported, (305) 555-0104 matches nobody.',
  },
];
