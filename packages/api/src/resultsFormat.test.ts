import { describe, expect, it } from 'vitest';
import { publicResults } from './results';
import { exampleCsv, RESULTS_JSON_FIELDS } from './resultsFormat';

describe('the documented format of the public results', () => {
  it('lists every field of the JSON schema, in its order, and nothing else', () => {
    expect([...RESULTS_JSON_FIELDS]).toEqual(Object.keys(publicResults.shape));
  });

  it('gives an example row with one value per column', () => {
    const { header, row } = exampleCsv({ url: 'clean-air-now', title: 'Clean Air Now' });
    expect(header).toBe('petition,title,as_of,state,chamber,district,yes,no,district_plan');
    expect(row).toBe(
      'clean-air-now,Clean Air Now,2026-11-22T20:00:00.000Z,ca,congressional,34,12,<10,ca-legislature-2025',
    );
  });
});
