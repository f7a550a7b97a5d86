import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay } from './testing';

const NOW = '2026-11-22';

function buildWith(edit?: (root: string) => void, now = NOW) {
  const root = contentWithOverlay('with-votes');
  edit?.(root);
  return buildContent({ contentDir: path.join(root, 'content'), cwd: root, now });
}

const rewrite = (root: string, file: string, from: string, to: string) => {
  const full = path.join(root, 'content', file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} lacks ${from}`);
  writeFileSync(full, text.replace(from, to));
};

describe('votes.yaml, stances that rest on a vote, and the published standard', () => {
  it('builds an OPPOSE from a vote with the vote, how the member voted and the cited bills', () => {
    const result = buildWith();
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.counts).toMatchObject({ votes: 1 });
    expect(result.catalogue?.stances['national-carbon-fee']?.Eva_Santos).toMatchObject({
      stance: 'OPPOSE',
      reason: 'RECORDED_VOTE_OPPOSE',
      vote: { id: 'h97-118.2024', measure: 'H.Con.Res. 86', chamber: 'house', roll: 97, date: '2024-03-21' },
      votePosition: 'yea',
      since: '2024-03-21',
    });
    expect(result.catalogue?.stances['national-carbon-fee']?.Eva_Santos?.explanation.evidence).toBe('vote');
    const petition = result.catalogue?.petitions.find((p) => p.url === 'national-carbon-fee');
    expect(petition?.citedBills.map((b) => b.id)).toEqual(['hr1-118']);
    // The Spanish petition carries the same bills.
    expect(
      result.catalogue?.spanish.petitions.find((p) => p.url === 'national-carbon-fee')?.citedBills,
    ).toHaveLength(1);
  });

  it('requires the evidence a reason names, and nothing of another kind', () => {
    const result = buildWith((root) => {
      rewrite(root, 'stances/national-carbon-fee.yaml', '    votePosition: yea\n', '    billRole: sponsor\n');
      rewrite(root, 'reasons/CAMPAIGN_WEBSITE.md', 'evidence: statement\n', '');
      rewrite(root, 'reasons/BILL_COSPONSOR.md', 'evidence: bill', 'evidence: rumour');
    });
    expect(result.errors.map(formatError)).toEqual([
      'content/reasons/BILL_COSPONSOR.md:3:11 evidence: must be one of the kinds of evidence the standard lists: bill, vote, statement',
      'content/reasons/CAMPAIGN_WEBSITE.md:2:9 reason: needs "evidence:" — the kind of evidence the reason rests on, one the standard lists (bill, vote, statement; content/pages/how-stances-are-compiled.md)',
      'content/stances/national-carbon-fee.yaml:10:13 stances.Carla_Nguyen.reason: "BILL_COSPONSOR" is not a known reason — use one defined in reasons/ (a template with front matter `reason: CODE`)',
      'content/stances/national-carbon-fee.yaml:23:5 stances.Eva_Santos.bill: is required with billRole — name a bill id of bills.yaml',
      'content/stances/national-carbon-fee.yaml:23:5 stances.Eva_Santos.votePosition: is required with vote — write yea or nay',
      'content/stances/national-carbon-fee.yaml:26:15 stances.Eva_Santos.billRole: is evidence of a bill, but RECORDED_VOTE_OPPOSE rests on a vote — remove it, or choose a reason for a bill',
    ]);
  });

  it('reports an unknown vote, a meaning for a petition that does not exist and a petition citing an unknown bill', () => {
    const result = buildWith((root) => {
      rewrite(root, 'stances/national-carbon-fee.yaml', 'vote: h97-118.2024', 'vote: h98-118.2024');
      rewrite(
        root,
        'votes.yaml',
        'national-carbon-fee: { yea: OPPOSE }',
        'national-carbon-fees: { yea: MAYBE }',
      );
      rewrite(root, 'petitions/national-carbon-fee.md', 'bills: [hr1-118]', 'bills: [hr2-118]');
    });
    const errors = result.errors.map(formatError);
    expect(errors).toContain(
      'content/stances/national-carbon-fee.yaml:25:11 stances.Eva_Santos.vote: "h98-118.2024" is not a known vote id — use one defined in votes.yaml',
    );
    expect(errors.filter((e) => e.startsWith('content/votes.yaml'))).toEqual([
      'content/votes.yaml:15:7 votes.h97-118.2024.meaning.national-carbon-fees: unknown field "national-carbon-fees" — remove it or check the spelling',
    ]);
    expect(errors).toContain(
      'content/petitions/national-carbon-fee.md:12:9 bills[0]: "hr2-118" is not a bill of bills.yaml — record it with npm run stances:from-bill, or fix the id',
    );
  });

  it('warns on evidence more than 10 years old and on a petition citing only expired bills', () => {
    const old = buildWith((root) => {
      rewrite(root, 'votes.yaml', 'date: 2024-03-21', 'date: 2016-06-10');
      rewrite(root, 'stances/national-carbon-fee.yaml', 'since: 2024-03-21', 'since: 2016-06-10');
    }, '2026-11-22');
    expect(old.warnings.map(formatError).filter((w) => /content\/(stances|petitions)\//.test(w))).toEqual([
      "content/petitions/national-carbon-fee.md:12:8 bills: cites only bills that expired without becoming law: H.R. 1 (118th, ended 2025-01-03) — add the current Congress's bill when one is introduced (npm run stances:from-bill writes it to bills.yaml), and say in the text that the cited one expired",
      "content/stances/national-carbon-fee.yaml:28:12 stances.Eva_Santos.since: Eva_Santos's OPPOSE rests on evidence of 2016-06-10, more than 10 years ago (today is 2026-11-22) — look for newer evidence (a bill, a vote, a statement) and record it, or set the stance to UNCLEAR",
    ]);
    // Before the 118th Congress ended, H.R. 1 was live.
    expect(
      buildWith(undefined, '2025-01-02')
        .warnings.map(formatError)
        .filter((w) => w.includes('bills:')),
    ).toEqual([]);
  });

  it('says in the standard page the same age the check uses', async () => {
    const { EVIDENCE_AGE_YEARS } = await import('./staleDates');
    const root = path.resolve(import.meta.dirname, '../../content/pages');
    expect(readFileSync(path.join(root, 'how-stances-are-compiled.md'), 'utf8')).toContain(
      `Evidence more than ${EVIDENCE_AGE_YEARS} years old is flagged`,
    );
    expect(readFileSync(path.join(root, 'how-stances-are-compiled.es.md'), 'utf8')).toContain(
      `Las pruebas de más de ${EVIDENCE_AGE_YEARS} años se señalan`,
    );
  });
});
