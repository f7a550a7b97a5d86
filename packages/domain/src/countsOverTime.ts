// Counts over time (docs/decisions/0088-counts-over-time.md): a constituency's published counts at
// the end of each day on which they changed, from each district's net change per day.

import { addCounts, type PublishedCount, publishedNumber, type StanceCount, ZERO_COUNT } from './results';

/** One district's net change in YES and NO on one calendar day (YYYY-MM-DD, the state's own day). */
export interface DayChange {
  readonly district: number;
  readonly day: string;
  readonly YES: number;
  readonly NO: number;
}

/** The constituency's counts at the end of a day, published as the results are. */
export interface CountsOnDay extends PublishedCount {
  readonly day: string;
}

/**
 * The published counts of a constituency (a district number, or "TOTAL" for the state) at the end
 * of each day on which any of its districts changed, oldest first. A district's count is hidden
 * ("fewer than k", null) as in the results; a state's TOTAL is, each day, the sum of the district
 * counts shown that day, so that no day's total gives away a hidden district count. A day whose
 * published counts equal the day before's is left out, and so is every day before `since` (a
 * district's days before its state's voters were counted on the current map are another area's).
 */
export function countsOverTime(
  changes: readonly DayChange[],
  constituency: string,
  fewerThan: number,
  since: string | null = null,
): CountsOnDay[] {
  const wanted =
    constituency === 'TOTAL' ? changes : changes.filter((c) => String(c.district) === constituency);
  const byDay = new Map<string, DayChange[]>();
  for (const change of wanted) {
    const sameDay = byDay.get(change.day);
    if (sameDay) sameDay.push(change);
    else byDay.set(change.day, [change]);
  }
  const byDistrict = new Map<number, StanceCount>();
  const series: CountsOnDay[] = [];
  for (const day of [...byDay.keys()].sort()) {
    for (const change of byDay.get(day) ?? []) {
      const before = byDistrict.get(change.district) ?? ZERO_COUNT;
      byDistrict.set(change.district, { YES: before.YES + change.YES, NO: before.NO + change.NO });
    }
    const published = [...byDistrict.values()].map((count) => ({
      YES: publishedNumber(count.YES, fewerThan),
      NO: publishedNumber(count.NO, fewerThan),
    }));
    const counts: PublishedCount =
      constituency === 'TOTAL'
        ? published.reduce<StanceCount>((sum, count) => addCounts(sum, count), ZERO_COUNT)
        : (published[0] ?? ZERO_COUNT);
    const last = series.at(-1);
    if (last && last.YES === counts.YES && last.NO === counts.NO) continue;
    series.push({ day, YES: counts.YES, NO: counts.NO });
  }
  return since === null ? series : series.filter((point) => point.day >= since);
}
