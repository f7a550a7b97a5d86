import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { resultsCsv } from './publicResults';

// A cell a spreadsheet would run as a formula (CSV injection) starts with =, +, -, @, a tab or a
// carriage return; OWASP's guidance is to prefix such a cell with a single quote so that it is
// read as text. Titles come from content, but the CSV is open data: it must be safe whatever a
// title holds.
const zeros = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), { YES: 0, NO: 0 }]));

function csvWithTitle(title: string) {
  return resultsCsv({
    url: 'p',
    title,
    asOf: '2026-11-22T20:00:00.000Z',
    licence: 'CC0-1.0',
    fewerThan: 10,
    congressional: {
      ca: { ...zeros(52), TOTAL: { YES: 0, NO: 0 } },
      fl: { ...zeros(28), TOTAL: { YES: 0, NO: 0 } },
    },
    districtPlans: { ca: 'ca-legislature-2025', fl: 'fl-2022' },
    california: { stateAssembly: zeros(80), stateSenate: zeros(40) },
  });
}

describe('the results CSV', () => {
  it.each([
    ['=HYPERLINK("http://example.com","x")'],
    ['+1+cmd|calc'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('writes a title starting like a formula (%j) as text', (title) => {
    const rows = parse(csvWithTitle(title), { columns: true }) as Record<string, string>[];
    expect(rows[0]?.title).toBe(`'${title}`);
  });

  it('leaves ordinary titles and the counts as they are', () => {
    const rows = parse(csvWithTitle('Clean Air, "Now"'), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ title: 'Clean Air, "Now"', yes: '0', no: '0' });
  });
});
