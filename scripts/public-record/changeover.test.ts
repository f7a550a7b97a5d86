// The changeover, rehearsed: a whole new Congress (fixtures/changeover/members-elect.yaml) synced
// into the content build's `valid` fixture, then every seat view read on either side of the days
// it changes, with no content edit in between (docs/architecture/changeover.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type SeatEntry, seatDirectory, seatsAsOf } from '@rv/catalogue';
import { districtRepresentation, type StateCode, seatVacancy } from '@rv/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent, type Catalogue } from '../build-content/build';
import { formatError } from '../build-content/errors';
import { contentWithOverlay } from '../build-content/testing';
import { legislatorsSync } from './legislatorsSync';
import { FIXTURES, output } from './testing';

const MEMBERS_ELECT = path.join(FIXTURES, 'changeover', 'members-elect.yaml');
const ROOT = path.resolve(import.meta.dirname, '../..');
const PETITIONS = ['ca-transit-passes', 'miami-shade-trees', 'national-carbon-fee'];

// Local noon, so the calendar day is the same in any time zone the tests run in.
const day = (iso: string) => new Date(`${iso}T12:00:00`);

/** The fixture content, synced with a congress-legislators file on `today`. */
function synced(file: string, today: string, root = contentWithOverlay()) {
  const o = output();
  const code = legislatorsSync({ file, check: false, today, cwd: root, out: o.out });
  return {
    root,
    code,
    text: o.text(),
    read: (name: string) => readFileSync(path.join(root, 'content', name), 'utf8'),
  };
}

function built(root: string, now: string): Catalogue {
  const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now });
  expect(result.errors.map(formatError)).toEqual([]);
  return result.catalogue as Catalogue;
}

/** Who holds each seat on a day, as the member list, the guide and the results read it. */
function holders(catalogue: Catalogue, iso: string): Record<string, string> {
  const seatsOf = (state: StateCode, now: Date) => seatsAsOf(catalogue.seats[state], now);
  const name = (entry: SeatEntry) =>
    `${entry.state.toUpperCase()} ${entry.chamber === 'senate' ? entry.rank.toLowerCase() : entry.district}`;
  return Object.fromEntries(
    seatDirectory(day(iso), seatsOf).map((entry) => [name(entry), entry.legislatorId ?? '(vacant)']),
  );
}

/** The members-elect file as congress-legislators lists it once the new members are sworn in. */
function swornIn(dir: string): string {
  const gone = ['M000004', 'L000006', 'B000008']; // Dan Miller, Frank Lee, Hank Brown
  const members = readFileSync(MEMBERS_ELECT, 'utf8').split(/^(?=- id:)/m);
  const file = path.join(dir, 'sworn-in.yaml');
  writeFileSync(file, members.filter((m) => !gone.some((id) => m.includes(`bioguide: ${id}`))).join(''));
  return file;
}

const BEFORE = {
  'CA senior': 'Ana_Rivera',
  'CA junior': 'Ben_Okafor',
  'CA 1': 'Carla_Nguyen',
  'CA 2': 'Iris_Park',
  'CA 3': 'Dan_Miller',
  'FL senior': 'Eva_Santos',
  'FL junior': 'Frank_Lee',
  'FL 1': 'Gina_Diaz-Lopez',
  'FL 2': 'Hank_Brown',
};

describe('the changeover to a new Congress, rehearsed', () => {
  it('legislators:sync records the whole new Congress from a members-elect file', () => {
    const { code, text, read } = synced(MEMBERS_ELECT, '2026-12-01');
    expect(code).toBe(0);
    for (const line of [
      'added     Iris_Park (Iris Park, CA district 2, Democrat): NOT_RESEARCHED on 3 petitions',
      'added     Kira_Soto (Kira Soto, member-elect from 2027-01-03, CA district 3, Democrat): NOT_RESEARCHED on 3 petitions',
      'added     Lena_Ford (Lena Ford, member-elect from 2026-12-08, FL senate, Democrat): NOT_RESEARCHED on 3 petitions',
      'CA-2: incumbent (vacant) → Iris_Park',
      'CA-3: memberElect (none) → Kira_Soto from 2027-01-03',
      'FL Senate: memberElect (none) → Lena_Ford from 2026-12-08',
      "FL-2: Hank_Brown's term ends on 2027-01-03 and no member-elect is listed — vacant from then (incumbentLeaves)",
    ]) {
      expect(text).toContain(line);
    }
    // Re-elected members stay where they are, with nothing to say about them.
    expect(text).not.toMatch(/ (CA-1|FL-1|CA Senate): /);
    const fl = parse(read('seats/fl.yaml'));
    expect(fl.senate[1]).toMatchObject({
      incumbent: 'Frank_Lee',
      memberElect: { legislator: 'Lena_Ford', takesOffice: '2026-12-08', checked: '2026-12-01' },
    });
    expect(fl.house.districts['2']).toEqual({
      incumbent: 'Hank_Brown',
      incumbentLeaves: {
        on: '2027-01-03',
        source: 'https://github.com/unitedstates/congress-legislators',
        checked: '2026-12-01',
      },
    });
    // Nothing a volunteer recorded is touched: Carla Nguyen and Dan Miller keep their stances.
    const stances = parse(read('stances/national-carbon-fee.yaml')).stances;
    expect(stances.Carla_Nguyen).toMatchObject({ stance: 'SUPPORT', reason: 'BILL_COSPONSOR' });
    expect(stances.Dan_Miller).toMatchObject({ stance: 'SUPPORT', reason: 'CAMPAIGN_WEBSITE' });
  });

  it('every seat view changes on its day, with no edit: the special winner on certification, the House on January 3', () => {
    const { root } = synced(MEMBERS_ELECT, '2026-12-01');
    const catalogue = built(root, '2026-12-01');
    expect(holders(catalogue, '2026-12-07')).toEqual(BEFORE);
    const certified = { ...BEFORE, 'FL junior': 'Lena_Ford' };
    expect(holders(catalogue, '2026-12-08')).toEqual(certified);
    expect(holders(catalogue, '2027-01-02')).toEqual(certified);
    expect(holders(catalogue, '2027-01-03')).toEqual({
      ...certified,
      'CA 3': 'Kira_Soto',
      'FL 2': '(vacant)',
    });

    // The seat nobody is recorded to take says why it is vacant.
    const fl2 = (iso: string) => seatsAsOf(catalogue.seats.fl, day(iso)).house[1];
    expect(fl2('2027-01-02')).toMatchObject({ vacant: false, incumbent: 'Hank_Brown' });
    const vacant = fl2('2027-01-03');
    expect(vacant?.vacant && seatVacancy(vacant, day('2027-01-03'))).toEqual({
      kind: 'TERM_ENDED',
      date: '2027-01-03',
    });

    // A Californian whose voter record is on the new plan has no House member named as theirs
    // until the members elected on it take office; from that day, their district's member.
    const plans = catalogue.districtPlans.ca;
    expect(districtRepresentation(plans, 'ca-new-2025', '2027-01-02')).toMatchObject({
      kind: 'NOT_YET_SEATED',
      takesOffice: '2027-01-03',
    });
    expect(districtRepresentation(plans, 'ca-new-2025', '2027-01-03')).toMatchObject({ kind: 'SEATED' });
    // And one still on the old plan's record is no longer matched to a member by number.
    expect(districtRepresentation(plans, 'ca-old-2021', '2027-01-03')).toMatchObject({ kind: 'PLAN_ENDED' });

    // New members start Not Yet Compiled; the re-elected keep what was compiled for them.
    for (const petition of PETITIONS) {
      for (const id of ['Iris_Park', 'Kira_Soto', 'Lena_Ford']) {
        expect(catalogue.stances[petition]?.[id]?.stance).toBe('NOT_RESEARCHED');
      }
    }
    expect(catalogue.stances['national-carbon-fee']?.Carla_Nguyen?.stance).toBe('SUPPORT');
  });

  it('content:check --strict lists what volunteers must do before the day', () => {
    const { root } = synced(MEMBERS_ELECT, '2026-12-01');
    const check = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        'scripts/build-content/cli.ts',
        '--check',
        '--strict',
        '--content',
        path.join(root, 'content'),
        '--now',
        '2026-12-01',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const said = check.stdout + check.stderr;
    expect(check.status).toBe(1);
    const todo = [
      /seats\/ca\.yaml:\d+:\d+ house\.districts\.3\.memberElect\.legislator: Kira_Soto takes office on 2027-01-03 with no compiled stance on 3 petitions/,
      /seats\/fl\.yaml:\d+:\d+ senate\[1\]\.memberElect\.legislator: Lena_Ford takes office on 2026-12-08 with no compiled stance on 3 petitions/,
      /seats\/fl\.yaml:\d+:\d+ house\.districts\.2\.incumbentLeaves\.on: Hank_Brown's term ends on 2027-01-03 and nobody is recorded to take the seat — from that day the site shows it vacant: record the certified winner as memberElect/,
    ];
    for (const line of todo) expect(said).toMatch(line);
  });

  it('once they are sworn in, the sync moves the departed out and their recorded stances into former-members.yaml', () => {
    const first = synced(MEMBERS_ELECT, '2026-12-01');
    const onTheDay = holders(built(first.root, '2026-12-01'), '2027-01-05');
    const { code, text, read } = synced(swornIn(first.root), '2027-01-05', first.root);
    expect(code).toBe(0);
    for (const line of [
      /departed {2}content\/legislators\.yaml:\d+ Dan_Miller \(CA house\): not in congress-legislators — removed; 1 recorded stance kept in content\/former-members\.yaml/,
      /departed {2}content\/legislators\.yaml:\d+ Frank_Lee \(FL senate\): not in congress-legislators — removed; 0 recorded stances kept/,
      /departed {2}content\/legislators\.yaml:\d+ Hank_Brown \(FL house\): not in congress-legislators — removed; 0 recorded stances kept/,
      /CA-3: memberElect Kira_Soto took office — removed/,
      /CA-3: incumbent Dan_Miller → Kira_Soto/,
      /FL Senate: incumbent Frank_Lee → Lena_Ford/,
      /FL-2: incumbent Hank_Brown → vacant \(Hank_Brown left office\)/,
    ]) {
      expect(text).toMatch(line);
    }
    expect(parse(read('seats/fl.yaml')).house.districts['2']).toEqual({
      vacant: true,
      note: 'Hank_Brown left office',
    });
    // The content the sync wrote says what the site already showed on its own.
    const after = built(first.root, '2027-01-05');
    expect(holders(after, '2027-01-05')).toEqual(onTheDay);
    // The departed leave the current views; what volunteers recorded for them stays.
    expect(after.legislators.map((l) => l.id)).not.toContain('Dan_Miller');
    for (const petition of PETITIONS) expect(after.stances[petition]).not.toHaveProperty('Dan_Miller');
    const former = parse(read('former-members.yaml')).formerMembers;
    expect(Object.keys(former).sort()).toEqual(['Dan_Miller', 'Frank_Lee', 'Hank_Brown']);
    expect(former.Dan_Miller.stances['national-carbon-fee']).toMatchObject({
      stance: 'SUPPORT',
      reason: 'CAMPAIGN_WEBSITE',
      checked: '2026-11-20',
    });
    expect(after.stances['national-carbon-fee']?.Carla_Nguyen?.stance).toBe('SUPPORT');
  });

  it('keeps a recorded incumbentLeaves while the record says nothing new, and drops it once the member is listed re-elected', () => {
    const first = synced(MEMBERS_ELECT, '2026-12-01');
    const text = readFileSync(MEMBERS_ELECT, 'utf8');
    const silent = path.join(first.root, 'silent.yaml');
    // An older file: the members-elect are not in it, nor any term after 2026-12-01.
    writeFileSync(
      silent,
      text
        .split(/^(?=- id:)/m)
        .filter((member) => !/bioguide: (S000011|F000012)/.test(member))
        .map((member) =>
          member
            .split(/^(?= {2}- type:)/m)
            .filter((term) => !term.includes("start: '2027-01-03'"))
            .join(''),
        )
        .join(''),
    );
    expect(readFileSync(silent, 'utf8')).not.toMatch(/start: '(2027-01-03|2026-12-08)'/);
    const kept = synced(silent, '2026-12-01', first.root);
    expect(kept.code).toBe(0);
    expect(kept.text).not.toContain('incumbentLeaves');
    expect(parse(kept.read('seats/fl.yaml')).house.districts['2'].incumbentLeaves.on).toBe('2027-01-03');
    const reelected = path.join(first.root, 'reelected.yaml');
    const newTerm =
      "  - type: rep\n    start: '2027-01-03'\n    end: '2029-01-03'\n    state: FL\n    district: 2\n    party: Democrat\n";
    writeFileSync(
      reelected,
      text
        .split(/^(?=- id:)/m)
        .map((member) => (member.includes('bioguide: B000008') ? member + newTerm : member))
        .join(''),
    );
    const after = synced(reelected, '2026-12-02', first.root);
    expect(after.text).toContain('FL-2: incumbentLeaves removed (the record lists who holds the seat next)');
    expect(parse(after.read('seats/fl.yaml')).house.districts['2']).toEqual({ incumbent: 'Hank_Brown' });
  });
});
