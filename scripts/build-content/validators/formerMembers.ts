// former-members.yaml (optional): members who left office, with the stances volunteers had
// recorded for them (moved there by npm run legislators:sync). Kept so nothing sourced is lost;
// not shown on the site, so only checked, never emitted.
import { formerMembersFileSchema } from '@rv/catalogue/schema';
import type { Bills } from './bills';
import type { ValidatorInput } from './input';
import type { Legislators } from './legislators';
import type { Reasons } from './reasons';
import type { Votes } from './votes';

const FORMER_MEMBERS_FILE = 'former-members.yaml';

export function validateFormerMembers({
  files,
  report,
  legislators,
  reasons,
  bills,
  votes,
}: ValidatorInput & {
  legislators: Legislators;
  reasons: Reasons;
  bills: Bills;
  votes: Votes;
}): readonly string[] {
  if (!files.has(FORMER_MEMBERS_FILE)) return [];
  const loaded = files.readYaml(FORMER_MEMBERS_FILE);
  if (!loaded) return [];
  const fields = report.fields(loaded.source);
  const file = fields.validate(
    formerMembersFileSchema({ reasonCodes: reasons.codes, billIds: bills.ids, voteIds: votes.ids }),
    loaded.data,
  );
  const members = Object.keys(file?.formerMembers ?? {});
  for (const id of members) {
    if (legislators.ids.includes(id)) {
      fields.at(
        ['formerMembers', id],
        `${id} is also a current legislator — keep them in legislators.yaml or here, not both`,
        { key: true },
      );
    }
  }
  return members;
}
