import { describe, expect, it } from 'vitest';
import { legislators } from './generated/legislators';
import { memberAddress, memberPagePath, seatAtAddress, seatDirectory, seatEntryPath } from './memberPages';

// Against the real catalogue on a day before any recorded member-elect takes office.
const NOW = new Date('2026-11-28T12:00:00Z');

describe('member page addresses', () => {
  it('are the content id in lower case with hyphens', () => {
    expect(memberAddress('Jimmy_Gomez')).toBe('jimmy-gomez');
    expect(memberAddress('Mario_Diaz-Balart')).toBe('mario-diaz-balart');
    expect(memberPagePath('Alex_Padilla')).toBe('/legislators/alex-padilla');
  });

  it('are unique, so each names one member', () => {
    const addresses = legislators.map((l) => memberAddress(l.id));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('list every seat once: two senators and every district of each state, in seat order', () => {
    const directory = seatDirectory(NOW);
    expect(directory).toHaveLength(2 + 52 + 2 + 28);
    expect(directory.slice(0, 3).map((e) => (e.chamber === 'senate' ? e.rank : e.district))).toEqual([
      'SENIOR',
      'JUNIOR',
      1,
    ]);
    expect(directory[54]).toMatchObject({ chamber: 'senate', state: 'fl', rank: 'SENIOR' });
  });

  it('give a vacant seat its own page and send a held seat to its member', () => {
    expect(seatAtAddress('ca-14', NOW)).toMatchObject({
      kind: 'VACANT',
      seat: { state: 'ca', district: 14 },
    });
    expect(seatAtAddress('ca-34', NOW)).toEqual({ kind: 'MOVED', to: '/legislators/jimmy-gomez' });
    const vacant = seatDirectory(NOW).find((e) => e.legislatorId === null);
    expect(vacant && seatEntryPath(vacant)).toBe('/legislators/ca-14');
  });

  it('find a member by their address, and nothing for an unknown one', () => {
    expect(seatAtAddress('jimmy-gomez', NOW)).toMatchObject({
      kind: 'MEMBER',
      seat: { chamber: 'house', state: 'ca', district: 34, legislatorId: 'Jimmy_Gomez' },
    });
    expect(seatAtAddress('alex-padilla', NOW)).toMatchObject({ kind: 'MEMBER', seat: { chamber: 'senate' } });
    expect(seatAtAddress('nobody-here', NOW)).toBeNull();
    expect(seatAtAddress('ca-53', NOW)).toBeNull();
    expect(seatAtAddress('Jimmy_Gomez', NOW)).toBeNull();
  });
});
