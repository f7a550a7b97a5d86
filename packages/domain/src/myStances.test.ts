import { describe, expect, it } from 'vitest';
import { formatRecordedAt, myStancesList, type StanceVoter } from './myStances';
import type { Jurisdiction } from './vocabulary';

const petition = (petitionKey: string, jurisdiction: Jurisdiction) => ({ petitionKey, jurisdiction });
const carbonFee = petition('carbonFeeAndDividend', { level: 'NATIONAL' });
const dst = petition('permanentDst', { level: 'NATIONAL' });
const caState = petition('caHousing', { level: 'STATE', state: 'ca' });
const flState = petition('flWater', { level: 'STATE', state: 'fl' });
const caCity = petition('laParks', { level: 'CITY', state: 'ca' });
const petitions = [carbonFee, dst, caState, flState, caCity];

const stance = (value: 'YES' | 'NO', at: string) => ({ currentStance: { stance: value, at } });

describe('given a California voter with two stances', () => {
  const voter: StanceVoter = {
    state: 'ca',
    stances: {
      carbonFeeAndDividend: stance('YES', '2026-11-01T10:00:00.000Z'),
      caHousing: stance('NO', '2026-11-18T15:20:11.000Z'),
    },
  };

  it('lists the answered petitions latest first, with the stance and when it was recorded', () => {
    expect(myStancesList(voter, petitions).answered).toEqual([
      { petition: caState, stance: 'NO', at: '2026-11-18T15:20:11.000Z' },
      { petition: carbonFee, stance: 'YES', at: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it('offers only the unanswered petitions open to them: not another state’s nor a city’s', () => {
    expect(myStancesList(voter, petitions).unanswered).toEqual([dst]);
  });
});

describe('given a Florida voter with no stance', () => {
  it('answers nothing and offers the national and Florida petitions in the order given', () => {
    expect(myStancesList({ state: 'fl', stances: {} }, petitions)).toEqual({
      answered: [],
      unanswered: [carbonFee, dst, flState],
    });
  });
});

describe('given a stance on a petition that is no longer listed', () => {
  it('leaves it out rather than list a petition it cannot link to', () => {
    const voter: StanceVoter = { state: 'ca', stances: { retired: stance('YES', '2026-01-01T00:00:00Z') } };
    expect(myStancesList(voter, [dst]).answered).toEqual([]);
  });
});

describe('given times with offsets', () => {
  it('orders by the instant, not by the text', () => {
    const voter: StanceVoter = {
      state: 'ca',
      stances: {
        // 10:00 in UTC−08:00 is 18:00Z: later than 12:00Z although "10" sorts first.
        carbonFeeAndDividend: stance('YES', '2026-11-01T10:00:00-08:00'),
        permanentDst: stance('NO', '2026-11-01T12:00:00Z'),
      },
    };
    expect(myStancesList(voter, petitions).answered.map((a) => a.petition)).toEqual([carbonFee, dst]);
  });
});

describe('when a stance was recorded', () => {
  it('is the date and the time of day in the given time zone, named', () => {
    // Intl puts a narrow no-break space before AM/PM.
    expect(formatRecordedAt('2026-11-18T15:20:11.000Z', 'America/Los_Angeles').replace(/\s/g, ' ')).toBe(
      'November 18, 2026 at 7:20 AM PST',
    );
    expect(formatRecordedAt('2026-11-18T15:20:11.000Z', 'America/New_York').replace(/\s/g, ' ')).toBe(
      'November 18, 2026 at 10:20 AM EST',
    );
  });

  it('names the zone in Spanish too', () => {
    expect(
      formatRecordedAt('2026-11-18T15:20:11.000Z', 'America/New_York', 'es-US').replace(/\s/g, ' '),
    ).toBe('18 de noviembre de 2026 a las 10:20 a.m. EST');
  });

  it('crosses midnight with the time zone', () => {
    expect(formatRecordedAt('2026-11-19T02:30:00.000Z', 'America/Los_Angeles')).toMatch(/^November 18, 2026/);
  });
});
