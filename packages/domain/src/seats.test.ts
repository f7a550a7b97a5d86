import { describe, expect, it } from 'vitest';
import { houseSeatLabel, senateSeatsBySeniority } from './seats';

// Senate seat data (docs/product/rules.md#senate-seats).
const PADILLA = { id: 'Alex_Padilla', assumedOffice: '2021-01-20' };
const SCHIFF = { id: 'Adam_Schiff', assumedOffice: '2024-12-08' };
const SCOTT = { id: 'Rick_Scott', assumedOffice: '2019-01-08' };
const MOODY = { id: 'Ashley_Moody', assumedOffice: '2025-01-21' };

describe('the senior and junior senators', () => {
  it.each([
    ['California', [PADILLA, SCHIFF], PADILLA, SCHIFF],
    ['California listed the other way round', [SCHIFF, PADILLA], PADILLA, SCHIFF],
    ['Florida', [MOODY, SCOTT], SCOTT, MOODY],
  ])('of %s are ordered by assumed-office date', (_state, seats, senior, junior) => {
    expect(senateSeatsBySeniority(seats)).toEqual({ SENIOR: senior, JUNIOR: junior });
  });

  it('treat a vacant seat as junior', () => {
    const vacant = { id: 'VACANT', assumedOffice: null };
    expect(senateSeatsBySeniority([vacant, SCHIFF])).toEqual({ SENIOR: SCHIFF, JUNIOR: vacant });
  });

  it('keep the content order when both assumed office the same day', () => {
    const a = { id: 'A', assumedOffice: '2021-01-20' };
    const b = { id: 'B', assumedOffice: '2021-01-20' };
    expect(senateSeatsBySeniority([a, b])).toEqual({ SENIOR: a, JUNIOR: b });
  });

  it.each([[[]], [[PADILLA]], [[PADILLA, SCHIFF, SCOTT]]])('refuse %o, which is not two seats', (seats) => {
    expect(() => senateSeatsBySeniority(seats)).toThrow(/exactly two Senate seats/);
  });
});

describe('House seat labels', () => {
  it.each([
    ['ca', 1, 'CA-1'],
    ['ca', '52', 'CA-52'],
    ['fl', 20, 'FL-20'],
  ] as const)('label %s district %s as %s (FL, the postal code)', (state, district, label) => {
    expect(houseSeatLabel(state, district)).toBe(label);
  });
});
