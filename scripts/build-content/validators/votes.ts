// votes.yaml (optional): the recorded floor votes stances rest on, what a Yea and a Nay mean for
// each petition (written by a volunteer) and the vote's facts (written by npm run stances:from-vote).
import { votesFileSchema } from '@rv/catalogue/schema';
import type { Vote } from '@rv/catalogue/types';
import type { ValidatorInput } from './input';

const VOTES_FILE = 'votes.yaml';

/** Vote id → vote; every id written in the file is a key, so one bad field is one error. */
export interface Votes {
  readonly byId: ReadonlyMap<string, Vote>;
  readonly ids: readonly string[];
}

export function validateVotes({
  files,
  report,
  now,
  petitionUrls,
}: ValidatorInput & { now: string; petitionUrls: readonly string[] }): Votes {
  if (!files.has(VOTES_FILE)) return { byId: new Map(), ids: [] };
  const loaded = files.readYaml(VOTES_FILE);
  if (!loaded) return { byId: new Map(), ids: [] };
  const fields = report.fields(loaded.source);
  const file = fields.validate(votesFileSchema(petitionUrls), loaded.data);
  const raw = (loaded.data as { votes?: unknown } | null)?.votes;
  const ids = raw && typeof raw === 'object' ? Object.keys(raw) : [];
  const byId = new Map<string, Vote>();
  for (const [id, vote] of Object.entries(file?.votes ?? {})) {
    for (const field of ['date', 'checked'] as const) {
      if (vote[field] > now)
        fields.at(['votes', id, field], `${vote[field]} is in the future (today is ${now})`);
    }
    if (vote.checked < vote.date) {
      fields.at(
        ['votes', id, 'checked'],
        `${vote.checked} is before the vote (${vote.date}) — write the day you compared the copy with the official record`,
      );
    }
    const { meaning: _meaning, ...facts } = vote;
    byId.set(id, { id, ...facts });
  }
  return { byId, ids };
}
