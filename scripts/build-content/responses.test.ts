import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay } from './testing';

const NOW = '2026-11-28';

/** The valid fixture with responses/<name>.yaml holding `text`. */
function build(name: string, text: string) {
  const root = contentWithOverlay();
  mkdirSync(path.join(root, 'content/responses'), { recursive: true });
  writeFileSync(path.join(root, 'content/responses', `${name}.yaml`), text);
  return buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
}

const VALID = `petition: national-carbon-fee
requests:
  Carla_Nguyen:
    requested: 2026-11-10
    letter: https://example.org/letters/ca-1
    response:
      date: 2026-11-20
      summary:
        en: I support it.
        es: Lo apoyo.
      source: https://example.org/statements/nguyen
  Hank_Brown: { requested: 2026-11-12 }
`;

describe('responses/<petition>.yaml: statements asked of members and their answers', () => {
  it('builds each request with its answer, or none yet', () => {
    const result = build('national-carbon-fee', VALID);
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.catalogue?.statements['national-carbon-fee']).toEqual({
      Carla_Nguyen: {
        requested: '2026-11-10',
        letter: 'https://example.org/letters/ca-1',
        response: {
          date: '2026-11-20',
          summary: { en: 'I support it.', es: 'Lo apoyo.' },
          source: 'https://example.org/statements/nguyen',
        },
      },
      Hank_Brown: { requested: '2026-11-12', letter: null, response: null },
    });
  });

  it('keeps a statement asked of a member who has since left office (moved to former-members.yaml)', () => {
    const root = contentWithOverlay();
    writeFileSync(
      path.join(root, 'content/former-members.yaml'),
      `formerMembers:
  Zoe_Former:
    fullName: Zoe Former
    gender: FEMALE
    bioguide: F000099
    state: ca
    chamber: house
    party: Democrat
    leftBy: 2026-11-01
`,
    );
    mkdirSync(path.join(root, 'content/responses'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/responses/national-carbon-fee.yaml'),
      `petition: national-carbon-fee
requests:
  Zoe_Former: { requested: 2026-10-10 }
`,
    );
    const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.catalogue?.statements['national-carbon-fee']?.Zoe_Former).toEqual({
      requested: '2026-10-10',
      letter: null,
      response: null,
    });
  });

  it('reports an unknown member, a member of another state, days in the future, an answer before the request and one without a source', () => {
    const result = build(
      'ca-transit-passes',
      `petition: ca-transit-passes
requests:
  Zed_Nobody: { requested: 2026-11-10 }
  Hank_Brown: { requested: 2026-11-10 }
  Carla_Nguyen:
    requested: 2026-12-01
    response: { date: 2026-11-01, summary: { en: Yes., es: Sí. }, source: https://example.org/a }
  Dan_Miller:
    requested: 2026-11-10
    response: { date: 2026-11-12, summary: { en: Yes., es: Sí. } }
`,
    );
    expect(result.errors.map(formatError)).toEqual([
      'content/responses/ca-transit-passes.yaml:3:3 requests.Zed_Nobody: unknown legislator "Zed_Nobody" — use an id from legislators.yaml',
      'content/responses/ca-transit-passes.yaml:4:3 requests.Hank_Brown: Hank_Brown represents FL, whose voters cannot take a stance on this petition — remove the request',
      'content/responses/ca-transit-passes.yaml:6:16 requests.Carla_Nguyen.requested: 2026-12-01 is in the future — write the day it happened (today is 2026-11-28)',
      'content/responses/ca-transit-passes.yaml:7:23 requests.Carla_Nguyen.response.date: 2026-11-01 is before the request of 2026-12-01 — an answer comes after the request',
      'content/responses/ca-transit-passes.yaml:10:15 requests.Dan_Miller.response: has no source — add source: https://… where the answer can be read (nothing about a member is shown without one)',
    ]);
  });

  it('reports a file whose petition is not its name', () => {
    const result = build(
      'national-carbon-fee',
      VALID.replace('petition: national-carbon-fee', 'petition: ca-transit-passes'),
    );
    expect(result.errors.map(formatError)).toEqual([
      'content/responses/national-carbon-fee.yaml:1:11 petition: "ca-transit-passes" does not match the file name — write petition: national-carbon-fee',
    ]);
  });
});
