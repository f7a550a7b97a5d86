// Each member's Open Graph picture (docs/decisions/0041-open-graph-images-at-build.md): their
// name, their seat and their recorded stance on each petition their constituents can take a
// stance on, in the build's language. Apart from routing/meta.ts, which every page loads: the
// stance words come from @rv/ui, which only the prerender needs here.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { legislatorById, petitions, petitionsForState, seatDirectory, stanceOf } from '@rv/catalogue';
import { houseSeatLabel, STATES } from '@rv/domain';
import { LEGISLATOR_STANCE_LABEL_MESSAGES } from '@rv/ui';
import { memberPicturePath } from '../routing/meta';

export interface MemberPicture {
  readonly path: string;
  readonly title: string;
  readonly lines: readonly string[];
}

/** Every member in office on `now`: one picture each (vacant seats share the site's). */
export function memberPictures(now: Date = new Date()): MemberPicture[] {
  return seatDirectory(now).flatMap((entry): MemberPicture[] => {
    const legislator = entry.legislatorId === null ? undefined : legislatorById(entry.legislatorId);
    if (!legislator) return [];
    const state = STATES[entry.state].name;
    const label = entry.chamber === 'house' ? houseSeatLabel(entry.state, entry.district) : '';
    const seat =
      entry.chamber === 'senate' ? t`U.S. Senator for ${state}` : t`U.S. Representative for ${label}`;
    const stances = petitionsForState(petitions, entry.state).map((petition) => {
      const title = petition.uiTitle;
      const stance = i18n._(
        LEGISLATOR_STANCE_LABEL_MESSAGES[stanceOf(petition, legislator.id)?.stance ?? 'NOT_RESEARCHED'],
      );
      return t({
        message: `${title}: ${stance}`,
        comment: "a petition's title and a member's recorded stance on it",
      });
    });
    return [
      { path: memberPicturePath(legislator.id), title: legislator.fullName, lines: [seat, ...stances] },
    ];
  });
}
