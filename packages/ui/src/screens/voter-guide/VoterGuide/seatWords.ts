// The guide's words for seats and offices, keyed by the domain's codes: a screen shows one with
// `i18n._(…)` in the page's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Chamber, SenateSeat } from '@rv/domain';
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
