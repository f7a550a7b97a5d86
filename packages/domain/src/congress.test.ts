import { describe, expect, it } from 'vitest';
import { congressEnds, expiredWithoutLaw } from './congress';

describe('congressEnds', () => {
  it.each([
    [74, '1937-01-03'],
    [118, '2025-01-03'],
    [119, '2027-01-03'],
  ])('the %ith Congress ends on %s', (congress, day) => {
    expect(congressEnds(congress)).toBe(day);
  });
});

describe('expiredWithoutLaw', () => {
  it('is true from the day the Congress ends, for a bill that did not become law', () => {
    expect(expiredWithoutLaw({ congress: 118 }, '2025-01-02')).toBe(false);
    expect(expiredWithoutLaw({ congress: 118 }, '2025-01-03')).toBe(true);
    expect(expiredWithoutLaw({ congress: 119 }, new Date('2026-11-27T12:00:00Z'))).toBe(false);
  });

  it('is false for a bill that became law', () => {
    expect(expiredWithoutLaw({ congress: 117, becameLaw: 'Public Law 117-169' }, '2026-11-27')).toBe(false);
  });
});
