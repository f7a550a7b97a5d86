// Field positions of the two official voter-file layouts, collected in 2026 from public copies:
// Florida's "Voter Extract Disk File Layout" (Division of Elections,
// https://dos.myflorida.com/media/696057/voter-extract-file-layout.pdf): 38 fields,
// tab-delimited, no header; California's statewide voter file
// (https://sos.ca.gov/elections/voter-registration/voter-registration-information-file-request):
// tab-delimited with a header row, plus the district columns that public parsers of it join
// from the districts file (e.g. https://github.com/Voteshield/reggie).

/** 0-based indexes into a Florida row (layout numbers are 1-based). */
export const FL = {
  fieldCount: 38,
  countyCode: 0,
  voterId: 1,
  lastName: 2,
  suffix: 3,
  firstName: 4,
  middleName: 5,
  exemption: 6,
  city: 9,
  zip: 11,
  birthDate: 21,
  status: 28,
  congressional: 29,
  house: 30,
  senate: 31,
  areaCode: 34,
  phoneNumber: 35,
  email: 37,
} as const;

/** The CA header, in order: the 56 vrd columns, then the district columns. */
export const CA_COLUMNS = [
  'CountyCode',
  'RegistrantID',
  'ExtractDate',
  'LastName',
  'FirstName',
  'MiddleName',
  'Suffix',
  'AddressNumber',
  'HouseFractionNumber',
  'AddressNumberSuffix',
  'StreetDirPrefix',
  'StreetName',
  'StreetType',
  'StreetDirSuffix',
  'UnitType',
  'UnitNumber',
  'City',
  'State',
  'Zip',
  'Phone1Area',
  'Phone1Exchange',
  'Phone1NumberPart',
  'Phone2Area',
  'Phone2Exchange',
  'Phone2NumberPart',
  'Phone3Area',
  'Phone3Exchange',
  'Phone3NumberPart',
  'Phone4Area',
  'Phone4Exchange',
  'Phone4NumberPart',
  'Email',
  'MailingAddressLine1',
  'MailingAddressLine2',
  'MailingAddressLine3',
  'MailingCity',
  'MailingState',
  'MailingZip5',
  'MailingCountry',
  'Language',
  'DOB',
  'Gender',
  'PartyCode',
  'Status',
  'RegistrationDate',
  'Precinct',
  'PrecinctNumber',
  'RegistrationMethodCode',
  'PlaceOfBirth',
  'NamePrefix',
  'NonStandardAddress',
  'VoterStatusReasonCodeDesc',
  'AssistanceRequestFlag',
  'VbmVoterType',
  'EmsVoterId',
  'PrecinctId',
  'USCongressionalDistrict',
  'StateSenate',
  'StateAssembly',
  'CountySupervisoral',
] as const;

export type CaColumn = (typeof CA_COLUMNS)[number];

/**
 * California withholds confidential voters (Elections Code 2166 ff.) from the file. Should a
 * record still carry this status reason, it is skipped like Florida's exempt records.
 */
export const CA_CONFIDENTIAL_REASON = 'CONFIDENTIAL';

/** Florida per-county file name: `CCC_YYYYMMDD.txt`. */
export const FL_FILE_NAME = /^([A-Z]{3})_(\d{8})\.txt$/;
