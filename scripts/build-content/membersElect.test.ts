import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay } from './testing';

const NOW = '2026-11-22';

/** Builds the with-members-elect overlay after `edit` rewrote its seats/ca.yaml. */
function build(edit: (seats: string) => string = (seats) => seats) {
  const root = contentWithOverlay('with-members-elect');
  const seats = path.join(root, 'content/seats/ca.yaml');
  writeFileSync(seats, edit(readFileSync(seats, 'utf8')));
  return buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
}

describe('members-elect in seats/<state>.yaml', () => {
  it('builds a vacant seat and a held seat with their members-elect, the day they take office and the source', () => {
    const result = build();
    expect(result.errors.map(formatError)).toEqual([]);
    const [, two, three] = result.catalogue?.seats.ca?.house ?? [];
    expect(two).toMatchObject({
      vacant: true,
      incumbent: null,
      memberElect: {
        legislator: 'Iris_Park',
        takesOffice: '2026-09-08',
        source: 'https://example.org/ca-2-special',
      },
    });
    expect(three).toMatchObject({
      vacant: false,
      incumbent: 'Dan_Miller',
      memberElect: { legislator: 'Jon_Reyes', takesOffice: '2027-01-03' },
    });
    expect(result.catalogue?.seats.ca?.senate[0]?.memberElect).toBeNull();
  });

  it('lists, for the changeover, each member-elect still to research, at their seat', () => {
    const result = build();
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.warnings.map(formatError)).toContain(
      'content/seats/ca.yaml:24:34 house.districts.3.memberElect.legislator: Jon_Reyes takes office on 2027-01-03 with no compiled stance on 3 petitions (ca-transit-passes, miami-shade-trees, national-carbon-fee) — research them and record what a source shows in stances/<petition>.yaml',
    );
    // Once researched, nothing is left to do for them.
    const researched = contentWithOverlay('with-members-elect');
    for (const name of ['ca-transit-passes', 'miami-shade-trees', 'national-carbon-fee']) {
      const file = path.join(researched, `content/stances/${name}.yaml`);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          'Jon_Reyes: { stance: NOT_RESEARCHED }',
          'Jon_Reyes: { stance: UNCLEAR, checked: 2026-11-20 }',
        ),
      );
    }
    const after = buildContent({ contentDir: path.join(researched, 'content'), cwd: researched, now: NOW });
    expect(after.warnings.map(formatError).join('\n')).not.toContain('Jon_Reyes takes office');
  });

  it('reports a member-elect of another chamber, the seat’s own incumbent, one elected twice and a day before the election', () => {
    const result = build((seats) =>
      seats
        .replace('legislator: Jon_Reyes', 'legislator: Dan_Miller')
        .replace(
          'incumbent: Carla_Nguyen }',
          'incumbent: Carla_Nguyen, memberElect: { legislator: Iris_Park, takesOffice: 2027-01-03, source: https://example.org/x, checked: 2026-11-20 } }',
        )
        .replace('takesOffice: 2026-09-08', 'takesOffice: 2026-08-01')
        .replace(
          'nextGeneral: 2028-11-07',
          'nextGeneral: 2028-11-07\n    memberElect: { legislator: Jon_Reyes, takesOffice: 2027-01-03, source: https://example.org/y, checked: 2026-11-20 }',
        ),
    );
    expect(result.errors.map(formatError)).toEqual([
      "content/seats/ca.yaml:7:32 senate[0].memberElect.legislator: Jon_Reyes is a CA house member in legislators.yaml, not CA senate — name the seat's CA senate member",
      'content/seats/ca.yaml:22:34 house.districts.2.memberElect.legislator: Iris_Park is already the member-elect of CA-1 — a member is elected to one seat',
      'content/seats/ca.yaml:22:58 house.districts.2.memberElect.takesOffice: 2026-08-01 is before the special election of 2026-08-18 — a member-elect takes office after the election',
      'content/seats/ca.yaml:25:34 house.districts.3.memberElect.legislator: Dan_Miller already holds CA-3 — a re-elected member stays the incumbent: remove memberElect',
    ]);
  });

  it('reports a member-elect seated nowhere, and a result looked for on a held seat or before the election', () => {
    const result = build((seats) =>
      seats
        .replace(/\n\s+memberElect: \{ legislator: Jon_Reyes[^}]*\}/, '')
        .replace('incumbent: Carla_Nguyen }', 'incumbent: Carla_Nguyen, resultChecked: 2026-11-01 }')
        .replace(
          'note: the member resigned 2026-04-14',
          'note: the member resigned 2026-04-14\n      resultChecked: 2026-08-01',
        ),
    );
    expect(result.errors.map(formatError)).toEqual([
      "content/seats/ca.yaml:15:3 house.districts: Jon_Reyes (CA house) has no seat — name them as their seat's incumbent or memberElect, or remove them from legislators.yaml",
      'content/seats/ca.yaml:16:52 house.districts.1.resultChecked: only a vacant seat has a resultChecked — remove it',
      'content/seats/ca.yaml:21:22 house.districts.2.resultChecked: 2026-08-01 is before the special election of 2026-08-18 — a result is looked for after the election',
    ]);
  });

  it('builds a seat whose member leaves with nobody recorded to follow, and lists it to do', () => {
    const leaves = '{ on: 2027-01-03, source: https://example.org/ca-1-general, checked: 2026-11-20 }';
    const result = build((seats) =>
      seats.replace(
        '"1": { incumbent: Carla_Nguyen }',
        `"1": { incumbent: Carla_Nguyen, incumbentLeaves: ${leaves} }`,
      ),
    );
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.catalogue?.seats.ca?.house[0]).toMatchObject({
      vacant: false,
      incumbent: 'Carla_Nguyen',
      leavesOn: '2027-01-03',
    });
    expect(result.catalogue?.seats.ca?.house[2]).toMatchObject({ leavesOn: null });
    expect(result.warnings.map(formatError)).toContain(
      "content/seats/ca.yaml:16:60 house.districts.1.incumbentLeaves.on: Carla_Nguyen's term ends on 2027-01-03 and nobody is recorded to take the seat — from that day the site shows it vacant: record the certified winner as memberElect (with source and checked) and remove incumbentLeaves",
    );
  });

  it('reports incumbentLeaves beside a member-elect or on a vacant seat, and days read in the future', () => {
    const leaves = (checked: string) =>
      `incumbentLeaves: { on: 2027-01-03, source: https://example.org/x, checked: ${checked} }`;
    const result = build((seats) =>
      seats
        .replace('incumbent: Dan_Miller', `incumbent: Dan_Miller\n      ${leaves('2026-11-20')}`)
        .replace('vacant: true', `vacant: true\n      ${leaves('2026-11-20')}`)
        .replace(
          '"1": { incumbent: Carla_Nguyen }',
          `"1": { incumbent: Carla_Nguyen, ${leaves('2026-12-25')} }`,
        )
        .replace('ca-3-general, checked: 2026-11-20 }', 'ca-3-general, checked: 2026-11-30 }'),
    );
    expect(result.errors.map(formatError)).toEqual([
      'content/seats/ca.yaml:16:112 house.districts.1.incumbentLeaves.checked: 2026-12-25 is in the future — write the day you read the source (today is 2026-11-22)',
      'content/seats/ca.yaml:19:24 house.districts.2.incumbentLeaves: a vacant seat has no incumbent to leave — remove incumbentLeaves',
      'content/seats/ca.yaml:25:24 house.districts.3.incumbentLeaves: Jon_Reyes follows Dan_Miller on 2027-01-03 — remove incumbentLeaves (it is for a seat nobody is recorded to take)',
      'content/seats/ca.yaml:26:121 house.districts.3.memberElect.checked: 2026-11-30 is in the future — write the day you read the result (today is 2026-11-22)',
    ]);
  });
});
