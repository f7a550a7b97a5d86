import { describe, expect, it } from 'vitest';
import { pageTimeZone } from './timeZones';

describe('the zone a page tells its times in', () => {
  it.each([
    [['ca'], null, 'America/Los_Angeles'],
    [['fl'], 'ca', 'America/New_York'],
    [['ca', 'fl'], 'fl', 'America/New_York'],
    [['ca', 'fl'], 'ca', 'America/Los_Angeles'],
    [[], 'fl', 'America/New_York'],
    [['ca', 'fl'], null, undefined],
  ] as const)('pages counting %j, a voter of %s: %s', (states, voterState, zone) => {
    expect(pageTimeZone(states, voterState)).toBe(zone);
  });
});
