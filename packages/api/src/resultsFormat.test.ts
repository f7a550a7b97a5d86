import { describe, expect, it } from 'vitest';
import { publicResults } from './results';
import { exampleCsv, RESULTS_CSV_COLUMNS, RESULTS_CSV_FIELDS, RESULTS_JSON_FIELDS } from './resultsFormat';

describe('the documented format of the public results', () => {
  it('describes every field of the JSON schema, in its order, and nothing else', () => {
    expect(Object.keys(RESULTS_JSON_FIELDS)).toEqual(Object.keys(publicResults.shape));
  });

  it('describes every CSV column, in its order', () => {
    expect(Object.keys(RESULTS_CSV_FIELDS)).toEqual([...RESULTS_CSV_COLUMNS]);
  });

  it('gives an example row with one value per column', () => {
    const { header, row } = exampleCsv({ url: 'clean-air-now', title: 'Clean Air Now' });
    expect(header).toBe('petition,title,as_of,state,chamber,district,yes,no');
    expect(row).toBe('clean-air-now,Clean Air Now,2026-11-22T20:00:00.000Z,ca,congressional,34,12,3');
  });
});
