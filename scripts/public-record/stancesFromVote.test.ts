import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canonicalYaml } from '../build-content/canonical';
import { stancesFromBill } from './stancesFromBill';
import { stancesFromVote } from './stancesFromVote';
import { bill, FIXTURES, fixtureContent, output } from './testing';

const vote = (name: string): string => path.join(FIXTURES, 'votes', name);
const VOTES = [vote('h40-119.2025.data.json'), vote('roll102.xml'), vote('s9-119.2025.data.json')];
const LEGISLATORS = path.join(FIXTURES, 'legislators-current.yaml');

function run(cwd: string, extra: Partial<Parameters<typeof stancesFromVote>[0]> = {}) {
  const o = output();
  const code = stancesFromVote({
    petition: 'clean-air',
    legislators: LEGISLATORS,
    files: VOTES,
    check: false,
    cwd,
    out: o.out,
    ...extra,
  });
  return { code, text: o.text() };
}

describe('stances:from-vote', () => {
  it('records the stance each vote means, newest vote first, with the vote as evidence', () => {
    const content = fixtureContent();
    const { code, text } = run(content.cwd);
    expect(code).toBe(0);
    const stances = parse(content.read('stances/clean-air.yaml')).stances;
    // Yea on the 2025 House resolution (data.json): OPPOSE. Her 2026 Nay settles nothing.
    expect(stances.Carla_Nguyen).toEqual({
      stance: 'OPPOSE',
      reason: 'RECORDED_VOTE_OPPOSE',
      vote: 'h40-119.2025',
      votePosition: 'yea',
      evidence: 'https://clerk.house.gov/evs/2025/roll040.xml',
      since: '2025-03-04',
      checked: '2026-11-27',
    });
    // Nay in 2025 settles nothing; Yea in 2026 (the Clerk's XML) is OPPOSE.
    expect(stances.Dan_Wolfe).toMatchObject({
      stance: 'OPPOSE',
      vote: 'h102-119.2026',
      votePosition: 'yea',
      evidence: 'https://clerk.house.gov/evs/2026/roll102.xml',
      since: '2026-05-12',
    });
    // Senate: LIS ids through id.lis; on this vote a Yea is SUPPORT and a Nay OPPOSE.
    expect(stances.Eve_Marsh).toMatchObject({
      stance: 'SUPPORT',
      reason: 'RECORDED_VOTE_SUPPORT',
      vote: 's9-119.2025',
    });
    expect(stances.Frank_Hall).toMatchObject({ stance: 'OPPOSE', votePosition: 'nay' });
    // Yea in 2025 and in 2026: the newest decides.
    expect(stances.Grace_Van_Dyke).toMatchObject({ stance: 'OPPOSE', vote: 'h102-119.2026' });
    expect(text).toContain(
      'added     Dan_Wolfe: OPPOSE, Yea on House roll call 102 (2026), H.Con.Res. 30, on 2026-05-12, checked 2026-11-27',
    );
    expect(text).toMatch(
      /Carla_Nguyen: Nay on House roll call 102 \(2026\) on 2026-05-12 came after the vote recorded/,
    );
    expect(text).toContain(
      '5 from the record (1 SUPPORT, 4 OPPOSE; 5 added, 0 updated, 0 unchanged), 1 older superseded',
    );
    expect(text).toContain('votes that settle nothing for this petition: 2 Nay');
    // The facts of each vote are written beside what the volunteer wrote.
    expect(parse(content.read('votes.yaml')).votes['h102-119.2026']).toMatchObject({
      measure: 'H.Con.Res. 30',
      chamber: 'house',
      congress: 119,
      roll: 102,
      date: '2026-05-12',
      result: 'Passed',
      meaning: { 'clean-air': { yea: 'OPPOSE' } },
    });
  });

  it('never overwrites what a volunteer recorded differently, and matches only members sitting that day', () => {
    const content = fixtureContent();
    const before = parse(content.read('stances/clean-air.yaml')).stances;
    const { text } = run(content.cwd);
    const after = parse(content.read('stances/clean-air.yaml')).stances;
    expect(after.Ana_Reyes).toEqual(before.Ana_Reyes);
    expect(text).toContain(
      'conflict  content/stances/clean-air.yaml:5 Ana_Reyes: recorded UNCLEAR; the record shows SUPPORT, Yea on Senate roll call 9 (2025), S.Amdt. 55 to S.Con.Res. 4, on 2025-02-05 — left as recorded',
    );
    // Henry Cole is a current member whose House terms (congress-legislators) do not cover the day.
    expect(after.Henry_Cole).toEqual(before.Henry_Cole);
    expect(text).toMatch(
      /not sitting content\/stances\/clean-air\.yaml:\d+ Henry_Cole: listed on House roll call 40/,
    );
    expect(text).toContain(
      'not current X000009 Gone (CA): Yea on House roll call 40 (2025) (OPPOSE) — not in content/legislators.yaml, not written',
    );
    expect(text).toContain('1 votes of CA/FL members not in office, 1 members of other states not written');
  });

  it('is idempotent, keeps comments, and --check passes once the content is in step', () => {
    const content = fixtureContent();
    run(content.cwd);
    const first = content.snapshot();
    for (const file of ['stances/clean-air.yaml', 'votes.yaml']) {
      expect(canonicalYaml(content.read(file))).toBe(content.read(file));
    }
    expect(content.read('stances/clean-air.yaml')).toContain("# Henry's campaign page, read on 2026-11-20.");
    const again = run(content.cwd);
    expect(again.text).toContain('0 added, 0 updated, 5 unchanged');
    expect(content.snapshot()).toEqual(first);
    expect(run(content.cwd, { check: true }).code).toBe(0);
  });

  it('--check changes nothing and exits 1 with the diff when the content is behind the files', () => {
    const content = fixtureContent();
    const before = content.snapshot();
    const { code, text } = run(content.cwd, { check: true });
    expect(code).toBe(1);
    expect(text).toContain('+++ content/stances/clean-air.yaml');
    expect(text).toContain('✖ clean-air: not in step with the files given (diff above)');
    expect(content.snapshot()).toEqual(before);
  });

  it('keeps a newer vote when only an older one is given, and shares the conflict rule with the bill tool', () => {
    const content = fixtureContent();
    run(content.cwd);
    const older = run(content.cwd, { files: [vote('h40-119.2025.data.json')] });
    expect(older.text).toMatch(
      /kept {6}content\/stances\/clean-air\.yaml:\d+ Grace_Van_Dyke: cites h102-119\.2026 since 2026-05-12/,
    );
    // Eve Marsh's SUPPORT rests on a vote: a bill's SUPPORT may update it (same stance, from the record).
    const fromBill = output();

    stancesFromBill({
      petition: 'clean-air',
      files: [bill('BILLSTATUS-119s77.xml')],
      check: false,
      cwd: content.cwd,
      out: fromBill.out,
    });
    expect(parse(content.read('stances/clean-air.yaml')).stances.Eve_Marsh).toMatchObject({
      stance: 'SUPPORT',
      vote: 's9-119.2025',
    });
    expect(fromBill.text()).toMatch(
      /kept {6}content\/stances\/clean-air\.yaml:\d+ Eve_Marsh: cites s9-119\.2025 since 2025-02-05/,
    );
    // Dan Wolfe's OPPOSE from a vote is not the bill tool's to turn into SUPPORT.
    const again = output();
    stancesFromBill({
      petition: 'clean-air',
      files: [bill('hr88-118.data.json')],
      check: false,
      cwd: content.cwd,
      out: again.out,
    });
    expect(again.text()).toMatch(
      /conflict {2}content\/stances\/clean-air\.yaml:\d+ Dan_Wolfe: recorded OPPOSE \(RECORDED_VOTE_OPPOSE\); the record shows SUPPORT/,
    );
  });

  it.each([
    [{ files: [bill('notes.txt')] }, /^✖ .*notes\.txt: unknown format \(neither XML nor JSON\)/],
    [{ files: [bill('hr88-118.data.json')] }, /^✖ .*hr88-118\.data\.json: not a roll-call file/],
    [
      { files: [vote('s9-totals-off.data.json')] },
      /^✖ .*s9-totals-off\.data\.json: the totals do not add up — 3 yea stated, 2 listed/,
    ],
    [
      { files: [vote('roll102-totals-off.xml')] },
      /^✖ .*roll102-totals-off\.xml: the totals do not add up — 3 yea stated, 2 listed/,
    ],
    [
      { files: [vote('unknown-id.data.json')] },
      /^✖ .*unknown-id\.data\.json: "Nguyen" \(Nguyen, CA\) maps to nobody — a House vote names each member by a Bioguide id/,
    ],
    [
      { files: [vote('wrong-state.data.json')] },
      /^✖ .*wrong-state\.data\.json: C000003 \(Nguyen, TX\) maps to Carla_Nguyen of CA/,
    ],
    [
      { files: [vote('h41-no-meaning.data.json')] },
      /^✖ .*h41-no-meaning\.data\.json: House roll call 41 \(2025\) \(h41-119\.2025\) has no entry in content\/votes\.yaml — a volunteer writes it/,
    ],
    [
      { files: [vote('missing.json')] },
      /^✖ .*missing\.json: cannot read the file \(ENOENT\) — check the path$/,
    ],
    [{ files: [] }, /^✖ no roll-call file given/],
    [{ petition: 'no-such-petition' }, /^✖ unknown petition "no-such-petition"/],
    [{ legislators: bill('members.json') }, /^✖ .*members\.json: not a congress-legislators file/],
    [{ files: [VOTES[0] as string, VOTES[0] as string] }, /is given twice/],
  ])('bad input %# gets one clear line, exit 1 and nothing written', (extra, message) => {
    const content = fixtureContent();
    const before = content.snapshot();
    const { code, text } = run(content.cwd, extra);
    expect(code).toBe(1);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toMatch(message);
    expect(content.snapshot()).toEqual(before);
  });
});
