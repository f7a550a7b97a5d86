// Words of the product's vocabulary that several screens show, as messages keyed by the domain's
// codes (docs/product/data.md): a screen shows one with `i18n._(…)` in the page's language.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Chamber, Gender, LegislatorStance } from '@rv/domain';

/** A legislator's stance in words: "Support", "Not Yet Compiled". */
export const LEGISLATOR_STANCE_LABEL_MESSAGES: Readonly<Record<LegislatorStance, MessageDescriptor>> = {
  SUPPORT: msg({ message: 'Support', comment: "a legislator's stance on a petition" }),
  OPPOSE: msg({ message: 'Oppose', comment: "a legislator's stance on a petition" }),
  UNCLEAR: msg({ message: 'Unclear/Unstated', comment: "a legislator's stance on a petition" }),
  NOT_RESEARCHED: msg({
    message: 'Not Yet Compiled',
    comment: "a legislator's stance nobody has looked up yet",
  }),
};

/** The voter's own column when they have voiced no stance: a dash on screen, these words in full. */
export const NO_VOTER_STANCE_MESSAGE: MessageDescriptor = msg({
  message: 'No stance',
  comment: 'the voter has not voiced a stance on this petition (not the same as Not Yet Compiled)',
});

/** The fixed short forms ("Sup.", docs/product/data.md), each shown with its stance's icon and colour (StanceBadge). */
export const LEGISLATOR_STANCE_ABBREVIATION_MESSAGES: Readonly<Record<LegislatorStance, MessageDescriptor>> =
  {
    SUPPORT: msg({ message: 'Sup.', comment: 'short for Support, in a narrow table column' }),
    OPPOSE: msg({ message: 'Opp.', comment: 'short for Oppose, in a narrow table column' }),
    UNCLEAR: msg({ message: 'Unc.', comment: 'short for Unclear/Unstated, in a narrow table column' }),
    NOT_RESEARCHED: msg({ message: '-', comment: 'Not Yet Compiled, in a narrow table column' }),
  };

/** A member's title by chamber and gender ("Senator"; Spanish says "Senador" or "Senadora"). */
export const CHAMBER_TITLE_MESSAGES: Readonly<Record<Chamber, Readonly<Record<Gender, MessageDescriptor>>>> =
  {
    senate: {
      MALE: msg({ message: 'Senator', context: 'a man' }),
      FEMALE: msg({ message: 'Senator', context: 'a woman' }),
    },
    house: {
      MALE: msg({ message: 'Representative', context: 'a man' }),
      FEMALE: msg({ message: 'Representative', context: 'a woman' }),
    },
  };
