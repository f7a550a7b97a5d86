// The guide's words for seats, offices and parties, keyed by the domain's codes or the content's
// words: a screen shows one with `i18n._(…)` in the page's language (content/README.md, "Spanish",
// has the Spanish words).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Chamber, Gender, SenateSeat } from '@rv/domain';
import type { SeatName } from './guideSeat';

/** The Seat picker's Senate options and a Senate seat's name. */
export const SENATE_SEAT_NAMES: Readonly<Record<SenateSeat, MessageDescriptor>> = {
  SENIOR: msg({ message: 'Senior Senator', comment: "of a state's two senators, the one in office longer" }),
  JUNIOR: msg({
    message: 'Junior Senator',
    comment: "of a state's two senators, the one in office for less time",
  }),
};

/** The Office picker's options (docs/product/screens.md#voter-guide). */
export const OFFICE_NAMES: Readonly<Record<Chamber, MessageDescriptor>> = {
  senate: msg`U.S. Senator`,
  house: msg`U.S. Representative`,
};

/** "Senior Senator" (in the page's language) or "CA-7". */
export function useSeatLabel(): (name: SeatName) => string {
  const { i18n } = useLingui();
  return (name) => ('senateSeat' in name ? i18n._(SENATE_SEAT_NAMES[name.senateSeat]) : name.district);
}

/** The parties content/legislators.yaml names; Spanish words a Republican by gender. */
const PARTY_NAMES: Readonly<Record<string, Readonly<Record<Gender, MessageDescriptor>>>> = {
  Democrat: {
    MALE: msg({ message: 'Democrat', context: 'a man' }),
    FEMALE: msg({ message: 'Democrat', context: 'a woman' }),
  },
  Republican: {
    MALE: msg({ message: 'Republican', context: 'a man' }),
    FEMALE: msg({ message: 'Republican', context: 'a woman' }),
  },
  Independent: {
    MALE: msg({ message: 'Independent', context: 'a man' }),
    FEMALE: msg({ message: 'Independent', context: 'a woman' }),
  },
};

/** A legislator's party in the page's language; a party the table does not know, as written. */
export function usePartyName(): (legislator: { readonly party: string; readonly gender: Gender }) => string {
  const { i18n } = useLingui();
  return ({ party, gender }) => {
    const name = Object.hasOwn(PARTY_NAMES, party) ? PARTY_NAMES[party]?.[gender] : undefined;
    return name ? i18n._(name) : party;
  };
}
