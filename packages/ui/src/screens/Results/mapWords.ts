// What the districts map says in words, in the page's language: a tile's accessible name, a
// district's counts and the legend's bands (docs/product/screens.md#the-districts-map).
import { useLingui } from '@lingui/react/macro';
import type { LegislatorStance, PublishedCount } from '@rv/domain';
import { useFormats } from '../../i18n';
import { useCountText } from './Counts';
import type { ShareBand } from './mapRules';
import type { DistrictRow } from './model';

export interface MapWords {
  /** "12 support, 3 oppose" with the language's thousands separators. */
  readonly countsInWords: (count: PublishedCount) => string;
  /** A tile's accessible name: "CA-34: 12 support, 3 oppose, Rep. Jimmy Gomez supports". */
  readonly tileName: (row: DistrictRow, count: PublishedCount, yours: boolean) => string;
  /** "under 20%", "20–40%", … "over 80%". */
  readonly bandLabel: (band: ShareBand) => string;
}

export function useMapWords(): MapWords {
  const { t } = useLingui();
  const { percent, longDate } = useFormats();
  const count = useCountText();

  const countsInWords = ({ YES, NO }: PublishedCount) => {
    const support = count(YES);
    const oppose = count(NO);
    return t({
      message: `${support} support, ${oppose} oppose`,
      comment: 'how many voters of a district support and oppose the petition',
    });
  };

  const holderSays = (stance: LegislatorStance, name: string): string => {
    switch (stance) {
      case 'SUPPORT':
        return t({ message: `Rep. ${name} supports`, comment: "a representative's stance on the petition" });
      case 'OPPOSE':
        return t({ message: `Rep. ${name} opposes`, comment: "a representative's stance on the petition" });
      case 'UNCLEAR':
        return t`Rep. ${name}'s stance is unclear`;
      case 'NOT_RESEARCHED':
        return t`Rep. ${name}'s stance is not yet compiled`;
      default:
        return stance satisfies never;
    }
  };

  /** A member-elect's stance, then the day they take office; a member's stance alone. */
  const electSays = (says: string, day: string) =>
    day
      ? t({
          message: `${says}, takes office on ${day}`,
          comment: 'a member-elect on the map: their stance, then the day they take office',
        })
      : says;

  const tileName = (row: DistrictRow, votes: PublishedCount, yours: boolean) => {
    const seat = row.label;
    const counts = countsInWords(votes);
    const day = row.vacant || !row.takesOffice ? '' : longDate(row.takesOffice);
    const holder = row.vacant
      ? t({ message: 'vacant seat', context: "a district's name on the map" })
      : row.member
        ? electSays(holderSays(row.member.stance, row.member.fullName), day)
        : row.takesOffice
          ? t({ message: `member takes office on ${day}`, comment: "a district's name on the map" })
          : t({ message: 'district of an earlier map', context: "a district's name on the map" });
    return yours
      ? t({ message: `${seat}: ${counts}, ${holder}, your district`, comment: 'seat: CA-34' })
      : t({ message: `${seat}: ${counts}, ${holder}`, comment: 'seat: CA-34' });
  };

  const bandLabel = (band: ShareBand) => {
    const from = count(band * 20);
    const to = percent((band + 1) / 5);
    switch (band) {
      case 0:
        return t({ message: `under ${to}`, comment: 'a share of voters, in the map legend' });
      case 4: {
        const over = percent(0.8);
        return t({ message: `over ${over}`, comment: 'a share of voters, in the map legend' });
      }
      default:
        return t({ message: `${from}–${to}`, comment: 'a range of shares of voters, in the map legend' });
    }
  };

  return { countsInWords, tileName, bandLabel };
}
