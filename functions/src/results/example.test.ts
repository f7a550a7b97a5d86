import { exampleCsv, RESULTS_EXAMPLE } from '@rv/api/contract';
import { site } from '@rv/catalogue';
import { describe, expect, it } from 'vitest';
import { resultsCsv } from './publicResults';

// The Open data page's example row (exampleCsv in @rv/api) is what the CSV writer writes for
// the same counts: the page cannot drift from the files people download.
const zeros = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), { YES: 0, NO: 0 }]));

describe('the Open data page’s example', () => {
  it('is the header and a row of the CSV the results function writes', () => {
    const petition = { url: 'carbon-fee-and-dividend', title: 'Carbon Fee and Dividend' };
    const csv = resultsCsv({
      url: petition.url,
      title: petition.title,
      asOf: RESULTS_EXAMPLE.asOf,
      licence: 'CC0-1.0',
      fewerThan: RESULTS_EXAMPLE.fewerThan,
      congressional: {
        ca: { ...zeros(52), [RESULTS_EXAMPLE.district]: RESULTS_EXAMPLE.count, TOTAL: { YES: 12, NO: 0 } },
        fl: { ...zeros(28), TOTAL: { YES: 0, NO: 0 } },
      },
      districtPlans: { ca: RESULTS_EXAMPLE.districtPlan, fl: 'fl-2022' },
      california: { stateAssembly: zeros(80), stateSenate: zeros(40) },
    });
    const lines = csv.split('\r\n');
    const { header, row } = exampleCsv(petition);
    expect(lines[0]).toBe(header);
    expect(lines).toContain(row);
  });

  it('hides a count under the k the site publishes with', () => {
    expect(RESULTS_EXAMPLE.fewerThan).toBe(site.publicCounts.fewerThan);
    expect(exampleCsv({ url: 'x', title: 'X' }).row).toMatch(/,12,<10,ca-legislature-2025$/);
  });

  it('names the plan on congressional rows only: a legislative district has none here', () => {
    const rows = resultsCsv({
      url: 'x',
      title: 'X',
      asOf: RESULTS_EXAMPLE.asOf,
      licence: 'CC0-1.0',
      fewerThan: 10,
      congressional: {
        ca: { ...zeros(52), TOTAL: { YES: 0, NO: 0 } },
        fl: { ...zeros(28), TOTAL: { YES: 0, NO: 0 } },
      },
      districtPlans: { ca: 'ca-legislature-2025', fl: null },
      california: { stateAssembly: zeros(80), stateSenate: zeros(40) },
    }).split('\r\n');
    expect(rows).toContain('x,X,2026-11-22T20:00:00.000Z,ca,congressional,34,0,0,ca-legislature-2025');
    expect(rows).toContain('x,X,2026-11-22T20:00:00.000Z,fl,congressional,1,0,0,');
    expect(rows).toContain('x,X,2026-11-22T20:00:00.000Z,ca,assembly,1,0,0,');
  });
});
