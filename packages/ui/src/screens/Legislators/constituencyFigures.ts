// A constituency's published counts as the member's page and office report write them: each with
// its share when both are published, and whether the member's stance agrees with most of them.
import { site } from '@rv/catalogue';
import {
  type ConstituencyAgreement,
  constituencyAgreement,
  type LegislatorStance,
  stanceShares,
} from '@rv/domain';
import { FEWER_THAN, useCountText } from '../Results/Counts';
import { useShareText } from '../Results/shareText';

type Published = { readonly YES: number | null; readonly NO: number | null };

/** "1,234 (96%)" and "56 (4%)"; no share beside a hidden count, whose whole is unknown. */
export function useCountsWithShares(): (count: Published) => { YES: string; NO: string } {
  const shown = useCountText();
  const shareText = useShareText();
  return ({ YES, NO }) => {
    const shares = YES !== null && NO !== null ? stanceShares({ YES, NO }) : null;
    return {
      YES: shares ? `${shown(YES)} (${shareText(shares.YES)})` : shown(YES),
      NO: shares ? `${shown(NO)} (${shareText(shares.NO)})` : shown(NO),
    };
  };
}

/** The agreement line's case with site.yaml's thresholds (decision 0083); null for none. */
export function memberAgreement(stance: LegislatorStance, count: Published): ConstituencyAgreement | null {
  return constituencyAgreement({
    stance,
    count,
    fewerThan: FEWER_THAN,
    minimumVoices: site.constituencyAgreement.minimumVoices,
  });
}
