// Stances from recorded floor votes: what a Yea and a Nay on a vote mean for a petition is
// authored once per vote by a volunteer in content/votes.yaml (`meaning`, with the official
// record's URL as `record`); this tool reads the roll-call files and records, for every current
// CA/FL member who was in that chamber on that day, the stance their vote means, with the vote as
// evidence. The recording itself (newest evidence, conflicts, the report) is the shared core's
// (evidence.ts), as for stances:from-bill.
import { isMap, type YAMLMap } from 'yaml';
import { type ContentFiles, childMap, type OpenFile, plain, rootMap, setFields } from './contentFiles';
import { PublicRecordError } from './errors';
import {
  type Evidence,
  type Note,
  type RecordToolOptions,
  readGiven,
  readRecords,
  runRecordTool,
} from './evidence';
import { type CurrentLegislator, readReasonCodes, STATES } from './legislators';
import { type MemberTerms, parseMemberTerms } from './upstream';
import { parseRollCall, type RollCall, rollCallName, type VotePosition } from './votes';

export const VOTES_FILE = 'votes.yaml';
/** The reasons a vote's stance is explained with (reasons/<CODE>.md). */
export const VOTE_REASONS = { SUPPORT: 'RECORDED_VOTE_SUPPORT', OPPOSE: 'RECORDED_VOTE_OPPOSE' } as const;
const VOTE_FIELDS = [
  'measure',
  'question',
  'chamber',
  'congress',
  'roll',
  'date',
  'result',
  'record',
  'about',
  'meaning',
  'checked',
];

export interface StancesFromVoteOptions extends RecordToolOptions {
  /** unitedstates/congress-legislators legislators-current.yaml: LIS ids and terms. */
  readonly legislators: string;
  readonly files: readonly string[];
}

type Meaning = Partial<Record<'yea' | 'nay', 'SUPPORT' | 'OPPOSE'>>;

/** What a volunteer wrote about a vote: its official record, what it means, when they checked it. */
interface VoteEntry {
  readonly record: string;
  readonly meaning: Meaning;
  readonly checked: string;
}

const WORDS: Readonly<Record<VotePosition, string>> = {
  yea: 'Yea',
  nay: 'Nay',
  present: 'Present',
  notVoting: 'Not Voting',
};

function readVotes(files: readonly string[], cwd: string): RollCall[] {
  return readRecords(files, cwd, parseRollCall, (vote) => `${rollCallName(vote)} (${vote.id})`, 'vote');
}

const HOW_TO_AUTHOR =
  'a volunteer writes it once per vote: record (the official roll call), about, meaning per petition (yea/nay: SUPPORT or OPPOSE, or leave it out when it settles nothing) and checked — content/README.md, votes.yaml';

/** The volunteer's entry for the vote and petition; one clear line when it is missing or wrong. */
function voteEntry(file: OpenFile, display: string, vote: RollCall, petition: string): VoteEntry {
  const data = (plain(rootMap(file).get('votes', true)) ?? {}) as Record<string, unknown>;
  const raw = data[vote.id] as Partial<Record<string, unknown>> | undefined;
  const where = `${file.display} votes.${vote.id}`;
  if (!raw || typeof raw !== 'object') {
    throw new PublicRecordError(
      `${display}: ${rollCallName(vote)} (${vote.id}) has no entry in ${file.display} — ${HOW_TO_AUTHOR}`,
    );
  }
  if (typeof raw.record !== 'string' || raw.record !== vote.source) {
    throw new PublicRecordError(
      `${display}: ${where}.record is ${JSON.stringify(raw.record ?? null)}, but the file is a copy of ${vote.source} — write the official record the file copies (or give the right file)`,
    );
  }
  const meaning = (raw.meaning as Record<string, unknown> | undefined)?.[petition];
  if (!meaning || typeof meaning !== 'object') {
    throw new PublicRecordError(
      `${display}: ${where}.meaning says nothing about ${petition} — ${HOW_TO_AUTHOR}`,
    );
  }
  for (const [position, stance] of Object.entries(meaning)) {
    if (!['yea', 'nay'].includes(position) || !['SUPPORT', 'OPPOSE'].includes(String(stance))) {
      throw new PublicRecordError(
        `${display}: ${where}.meaning.${petition}.${position}: ${JSON.stringify(stance)} — write yea or nay as SUPPORT or OPPOSE`,
      );
    }
  }
  const checked = typeof raw.checked === 'string' ? raw.checked : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checked)) {
    throw new PublicRecordError(
      `${display}: ${where}.checked is missing — write the day you compared the file with the official record, YYYY-MM-DD`,
    );
  }
  return { record: raw.record, meaning: meaning as Meaning, checked };
}

/** The vote's facts from the file, written beside what the volunteer wrote. */
function writeVoteFacts(file: OpenFile, vote: RollCall): void {
  const votes = childMap(file, rootMap(file), 'votes');
  const entry = votes.get(vote.id, true);
  if (!isMap(entry)) return;
  setFields(
    entry as YAMLMap,
    {
      measure: vote.measure,
      question: vote.question,
      chamber: vote.chamber,
      congress: vote.congress,
      roll: vote.roll,
      date: vote.date,
      result: vote.result,
    },
    VOTE_FIELDS,
  );
}

/** Was the member in that chamber on that day (a term of it covering the date)? */
function sitting(member: MemberTerms | undefined, vote: RollCall): boolean {
  return (
    member?.terms.some((t) => t.chamber === vote.chamber && t.start <= vote.date && vote.date <= t.end) ??
    false
  );
}

/** Runs the tool; returns the exit code (0 done or in step, 1 bad input or --check out of step). */
export function stancesFromVote(options: StancesFromVoteOptions): number {
  const cwd = options.cwd ?? process.cwd();
  return runRecordTool(options, (files: ContentFiles, legislators: readonly CurrentLegislator[]) => {
    if (options.files.length === 0)
      throw new PublicRecordError('no roll-call file given — name at least one');
    const members = parseMemberTerms(readGiven(options.legislators, cwd), options.legislators);
    const votes = readVotes(options.files, cwd);
    const reasons = readReasonCodes(files);
    for (const reason of Object.values(VOTE_REASONS)) {
      if (!reasons.includes(reason)) {
        throw new PublicRecordError(
          `${files.contentDir}/reasons/${reason}.md is missing — write the template that explains a stance from a vote`,
        );
      }
    }
    const votesFile = files.open(VOTES_FILE);
    const byBioguide = new Map(members.map((m) => [m.bioguide, m]));
    const byLis = new Map(members.filter((m) => m.lis).map((m) => [m.lis as string, m]));
    const current = new Map(legislators.map((l) => [l.bioguide, l]));
    const evidence: Evidence[] = [];
    const notes: Note[] = [];
    const settlesNothing: Record<VotePosition, number> = { yea: 0, nay: 0, present: 0, notVoting: 0 };
    let notCurrent = 0;
    const lastSaidNothing = new Map<string, { date: string; text: string }>();
    let otherStates = 0;
    for (const [index, vote] of votes.entries()) {
      const display = options.files[index] as string;
      const entry = voteEntry(votesFile, display, vote, options.petition);
      for (const m of vote.members) {
        if (vote.chamber === 'senate' && m.id === 'VP') continue;
        // House ids are Bioguide ids; Senate LIS ids map through congress-legislators' id.lis.
        const bioguide = vote.chamber === 'house' ? m.id : byLis.get(m.id)?.bioguide;
        const member = bioguide ? byBioguide.get(bioguide) : undefined;
        const inState = STATES.includes(m.state.toLowerCase());
        const legislator = bioguide ? current.get(bioguide) : undefined;
        if (!legislator) {
          if (!inState) otherStates++;
          else {
            notCurrent++;
            // Listed when the vote would have meant a stance; counted otherwise.
            const meant =
              m.position === 'yea' || m.position === 'nay' ? entry.meaning[m.position] : undefined;
            if (meant)
              notes.push({
                bioguide: bioguide ?? m.id,
                label: 'not current',
                who: `${m.id} ${m.name} (${m.state})`,
                text: `${WORDS[m.position]} on ${rollCallName(vote)} (${meant}) — not in ${files.contentDir}/legislators.yaml, not written`,
              });
          }
          continue;
        }
        if (legislator.state !== m.state.toLowerCase()) {
          throw new PublicRecordError(
            `${display}: ${m.id} (${m.name}, ${m.state}) maps to ${legislator.id} of ${legislator.state.toUpperCase()} — the id or the state is wrong; use the file exactly as published`,
          );
        }
        if (!sitting(member, vote)) {
          notes.push({
            bioguide: legislator.bioguide,
            label: 'not sitting',
            text: `listed on ${rollCallName(vote)} of ${vote.date}, but congress-legislators has no ${vote.chamber} term of theirs on that day — not written`,
          });
          continue;
        }
        const stance = m.position === 'yea' || m.position === 'nay' ? entry.meaning[m.position] : undefined;
        if (!stance) {
          settlesNothing[m.position]++;
          const last = lastSaidNothing.get(legislator.bioguide);
          if (!last || last.date < vote.date)
            lastSaidNothing.set(legislator.bioguide, {
              date: vote.date,
              text: `${WORDS[m.position]} on ${rollCallName(vote)}`,
            });
          continue;
        }
        evidence.push({
          bioguide: legislator.bioguide,
          name: m.name,
          state: m.state,
          stance,
          reason: VOTE_REASONS[stance],
          kind: 'vote',
          record: vote.id,
          role: m.position,
          link: entry.record,
          date: vote.date,
          checked: entry.checked,
          describe: `${WORDS[m.position]} on ${rollCallName(vote)}, ${vote.measure}, on ${vote.date}`,
        });
      }
      writeVoteFacts(votesFile, vote);
    }
    // A later vote that settles nothing does not undo an earlier one that shows a stance, but a
    // volunteer should see it.
    for (const [bioguide, later] of lastSaidNothing) {
      const shown = evidence.filter((e) => e.bioguide === bioguide && e.date < later.date);
      if (shown.length > 0 && !evidence.some((e) => e.bioguide === bioguide && e.date >= later.date)) {
        notes.push({
          bioguide,
          label: 'later vote',
          text: `${later.text} on ${later.date} came after the vote recorded; it settles nothing for this petition — recorded from the earlier vote, a volunteer may look`,
        });
      }
    }
    const roll = new Map(votes.map((v) => [v.id, v.roll]));
    const nothing = (Object.entries(settlesNothing) as [VotePosition, number][])
      .filter(([, n]) => n > 0)
      .map(([position, n]) => `${n} ${WORDS[position]}`)
      .join(', ');
    return {
      sources: votes.map((v) => `${rollCallName(v)}, ${v.measure}, ${v.date} (${v.id})`).join('; '),
      evidence,
      given: new Set(votes.map((v) => v.id)),
      preferred: (a, b) => (roll.get(a.record) ?? 0) > (roll.get(b.record) ?? 0),
      notes,
      tallies: [
        `votes that settle nothing for this petition: ${nothing || 'none'}`,
        `${notCurrent} votes of CA/FL members not in office`,
        `${otherStates} members of other states not written`,
      ],
    };
  });
}
