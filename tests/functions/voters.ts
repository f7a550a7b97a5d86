import type { VoterFixture } from '@rv/functions/testkit';

/*
 * Made-up voters for the callable tests (fictional 555 numbers, example.org/.com e-mails).
 * Each test file uses its own id prefix and phone block, because the emulated functions share
 * one database for the whole run.
 */

export function testVoters(prefix: string, phoneBlock: number) {
  const phone = (n: number) => `+1415555${String(phoneBlock * 100 + n).padStart(4, '0')}`;
  const id = (n: number) => `${prefix}${String(n).padStart(4, '0')}`;
  const maria: VoterFixture = {
    voter_id: `ca:${id(1)}`,
    state: 'ca',
    first_name: 'MARIA',
    last_name: 'ALVAREZ',
    city: 'SACRAMENTO',
    zip: '95814',
    congressional_district: 7,
    state_lower_district: 7,
    state_upper_district: 8,
    phones: [phone(1)],
    email: `maria.${prefix.toLowerCase()}@example.org`,
  };
  const linda: VoterFixture = {
    voter_id: `ca:${id(2)}`,
    state: 'ca',
    first_name: 'LINDA',
    last_name: 'NGUYEN',
    city: 'SAN DIEGO',
    zip: '92101',
    congressional_district: 51,
    state_lower_district: 78,
    state_upper_district: 39,
    phones: [phone(2)],
  };
  const thomas: VoterFixture = { ...linda, voter_id: `ca:${id(3)}`, first_name: 'THOMAS' };
  const james: VoterFixture = {
    voter_id: `fl:${id(4)}`,
    state: 'fl',
    first_name: 'JAMES',
    last_name: 'OKAFOR',
    suffix: 'JR',
    city: 'TAMPA',
    zip: '33602',
    congressional_district: 14,
    state_lower_district: 65,
    state_upper_district: 16,
    phones: [phone(4)],
    email: `james.${prefix.toLowerCase()}@example.com`,
  };
  const inactive: VoterFixture = {
    voter_id: `ca:${id(5)}`,
    state: 'ca',
    first_name: 'PAT',
    last_name: `DORMANT-${prefix}`,
    zip: '94110',
    dob: '1961-12-01',
    status: 'I',
    phones: [phone(5)],
  };
  const stale: VoterFixture = {
    voter_id: `ca:${id(6)}`,
    state: 'ca',
    is_up_to_date: false,
    phones: [phone(6)],
  };
  const rosa: VoterFixture = {
    voter_id: `ca:${id(7)}`,
    state: 'ca',
    first_name: 'ROSA',
    last_name: `MENDEZ-${prefix}`,
    zip: '94110',
    dob: '1975-03-09',
    phones: [phone(7), phone(8)],
    email: `rosa.${prefix.toLowerCase()}@example.org`,
  };
  const noContact: VoterFixture = {
    voter_id: `fl:${id(9)}`,
    state: 'fl',
    first_name: 'ALEX',
    last_name: `QUIET-${prefix}`,
    zip: '32301',
    dob: '1990-07-04',
    phones: [],
    email: null,
  };
  return {
    phone,
    voters: { maria, linda, thomas, james, inactive, stale, rosa, noContact },
    unknownPhone: phone(99),
  };
}
