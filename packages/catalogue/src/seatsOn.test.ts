import { describe, expect, it } from 'vitest';
import { seatsAsOf } from './seatsOn';
import type { StateSeats } from './types';

// Fictional seats: a vacant district and a district changing hands, both with a member-elect
// taking office when the new Congress sits (2027-01-03), a Senate seat changing hands, and a
// district whose member leaves that day with no winner recorded yet.
const ELECT = { takesOffice: '2027-01-03', source: 'https://example.org/results', checked: '2026-12-01' };
const SEATS: StateSeats = {
  state: 'ca',
  senate: [
    {
      kind: 'senate',
      state: 'ca',
      incumbent: 'Old_Senator',
      assumedOffice: '2015-01-06',
      nextPrimary: '2030-06-04',
      nextGeneral: '2030-11-05',
      memberElect: { legislator: 'New_Senator', ...ELECT },
    },
    {
      kind: 'senate',
      state: 'ca',
      incumbent: 'Other_Senator',
      assumedOffice: '2021-01-20',
      nextPrimary: '2028-03-07',
      nextGeneral: '2028-11-07',
      memberElect: null,
    },
  ],
  houseElections: [{ primary: '2028-03-07', general: '2028-11-07' }],
  house: [
    {
      kind: 'house',
      state: 'ca',
      district: 1,
      vacant: true,
      incumbent: null,
      specialElection: '2026-08-18',
      termEnded: null,
      note: 'resigned',
      memberElect: { legislator: 'Elect_One', ...ELECT },
    },
    {
      kind: 'house',
      state: 'ca',
      district: 2,
      vacant: false,
      incumbent: 'Outgoing_Member',
      leavesOn: null,
      memberElect: { legislator: 'Elect_Two', ...ELECT },
    },
    {
      kind: 'house',
      state: 'ca',
      district: 3,
      vacant: false,
      incumbent: 'Staying_Member',
      leavesOn: null,
      memberElect: null,
    },
    {
      kind: 'house',
      state: 'ca',
      district: 4,
      vacant: false,
      incumbent: 'Retiring_Member',
      leavesOn: '2027-01-03',
      memberElect: null,
    },
  ],
};

// Local noon, so the calendar day is the same in any time zone the tests run in.
const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('seats on a given day', () => {
  it('are the same answer when asked again the same day, and a new one on another day', () => {
    const before = seatsAsOf(SEATS, day('2027-01-02'));
    expect(seatsAsOf(SEATS, new Date('2027-01-02T18:30:00'))).toBe(before);
    const after = seatsAsOf(SEATS, day('2027-01-03'));
    expect(after.senate[0]?.incumbent).toBe('New_Senator');
    // Back to the day before (a story's fixed day after the real one): the member-elect again.
    expect(seatsAsOf(SEATS, day('2027-01-02')).senate[0]?.incumbent).toBe('Old_Senator');
    // Other seats are answered for themselves, not from the last state's answer.
    const other = { ...SEATS, senate: [SEATS.senate[1], SEATS.senate[0]] } as StateSeats;
    expect(seatsAsOf(other, day('2027-01-02')).senate[0]?.incumbent).toBe('Other_Senator');
  });

  it('keep the incumbents and the vacancy, with their members-elect ahead, the day before', () => {
    expect(seatsAsOf(SEATS, day('2027-01-02'))).toEqual(SEATS);
  });

  it.each(['2027-01-03', '2027-06-01'])(
    'are held by the members-elect from the day they take office (%s)',
    (iso) => {
      const seats = seatsAsOf(SEATS, day(iso));
      expect(seats.senate[0]).toMatchObject({
        incumbent: 'New_Senator',
        assumedOffice: '2027-01-03',
        memberElect: null,
      });
      expect(seats.senate[1]).toBe(SEATS.senate[1]);
      expect(seats.house[0]).toEqual({
        kind: 'house',
        state: 'ca',
        district: 1,
        vacant: false,
        incumbent: 'Elect_One',
        leavesOn: null,
        memberElect: null,
      });
      expect(seats.house[1]).toMatchObject({ vacant: false, incumbent: 'Elect_Two', memberElect: null });
      expect(seats.house[2]).toBe(SEATS.house[2]);
      expect(seats.houseElections).toBe(SEATS.houseElections);
    },
  );

  it.each(['2027-01-03', '2027-06-01'])(
    'leave a seat vacant from the day its member’s term ends when no winner is recorded (%s)',
    (iso) => {
      expect(seatsAsOf(SEATS, day(iso)).house[3]).toEqual({
        kind: 'house',
        state: 'ca',
        district: 4,
        vacant: true,
        incumbent: null,
        specialElection: null,
        termEnded: '2027-01-03',
        note: null,
        memberElect: null,
      });
    },
  );
});
