// Whether a member's recorded stance on a petition agrees with most of the verified voters of
// their constituency who took a stance on it (docs/decisions/0083-agreement-with-constituents.md).
import type { LegislatorStance } from './vocabulary';

/** AGREES or DIFFERS with the side most of the voters took; DIVIDED when the sides are equal. */
export type ConstituencyAgreement = 'AGREES' | 'DIFFERS' | 'DIVIDED';

export interface AgreementInput {
  /** The member's recorded stance. */
  readonly stance: LegislatorStance;
  /** The constituency's published counts: null is a count from 1 to `fewerThan` − 1. */
  readonly count: { readonly YES: number | null; readonly NO: number | null };
  /** site.yaml publicCounts.fewerThan. */
  readonly fewerThan: number;
  /** site.yaml constituencyAgreement.minimumVoices: fewer voices than this say nothing. */
  readonly minimumVoices: number;
}

/**
 * The agreement to show, or null when there is none to say: the stance is Unclear or Not Yet
 * Compiled, fewer than `minimumVoices` voters have spoken, or a hidden small count leaves the
 * majority unknown. A hidden count is read as anywhere from 1 to `fewerThan` − 1, so a label
 * is given only when it holds for every value the count could have.
 */
export function constituencyAgreement({
  stance,
  count,
  fewerThan,
  minimumVoices,
}: AgreementInput): ConstituencyAgreement | null {
  if (stance !== 'SUPPORT' && stance !== 'OPPOSE') return null;
  const least = (n: number | null) => n ?? 1;
  const most = (n: number | null) => n ?? fewerThan - 1;
  if (least(count.YES) + least(count.NO) < minimumVoices) return null;
  if (count.YES !== null && count.NO !== null && count.YES === count.NO) return 'DIVIDED';
  const majority =
    least(count.YES) > most(count.NO) ? 'SUPPORT' : least(count.NO) > most(count.YES) ? 'OPPOSE' : null;
  if (majority === null) return null;
  return majority === stance ? 'AGREES' : 'DIFFERS';
}
