import { describe, expect, it } from 'vitest';
import { formatZipInput, isCompleteZip, isZipInState, stateForZip, type ZipRanges } from './zip';

// content/site.yaml states.*.zipRange (docs/product/rules.md#zip-code).
const SPEC_ZIP_RANGES: ZipRanges = { ca: [90000, 96699], fl: [32000, 34999] };

describe('the zip field as the voter types', () => {
  it.each([
    ['9', '9'],
    ['94110', '94110'],
    ['941101', '94110'],
    ['94110-1234', '94110'],
    ['9a4b1', '941'],
    [' 33139 ', '33139'],
    ['abc', ''],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatZipInput(typed)).toBe(shown);
  });
});

describe('a complete zip', () => {
  it.each([
    ['94110', true],
    ['9411', false],
    ['941100', false],
    ['9411a', false],
    ['', false],
  ])('%s is complete: %s', (zip, complete) => {
    expect(isCompleteZip(zip)).toBe(complete);
  });
});

describe('the state a zip code belongs to', () => {
  it.each<[string, string | null, string]>([
    ['90000', 'ca', 'the first California zip'],
    ['94110', 'ca', 'San Francisco'],
    ['96699', 'ca', 'the last California zip'],
    ['96700', null, 'Hawaii, just past California'],
    ['89999', null, 'Nevada, just before California'],
    ['32000', 'fl', 'the first Florida zip'],
    ['33139', 'fl', 'Miami Beach'],
    ['34999', 'fl', 'the last Florida zip'],
    ['31999', null, 'Georgia, just before Florida'],
    ['35000', null, 'Alabama, just past Florida'],
    ['10001', null, 'New York'],
    ['9411', null, 'an incomplete zip'],
  ])('%s is in %s (%s)', (zip, state) => {
    expect(stateForZip(zip, SPEC_ZIP_RANGES)).toBe(state);
  });
});

describe('a zip code within one state (the importer checks each row against its own state)', () => {
  it('is within a state from its first to its last zip, and not the other state', () => {
    expect(isZipInState('90000', 'ca', SPEC_ZIP_RANGES)).toBe(true);
    expect(isZipInState('96699', 'ca', SPEC_ZIP_RANGES)).toBe(true);
    expect(isZipInState('96700', 'ca', SPEC_ZIP_RANGES)).toBe(false);
    expect(isZipInState('33101', 'ca', SPEC_ZIP_RANGES)).toBe(false);
    expect(isZipInState('33101', 'fl', SPEC_ZIP_RANGES)).toBe(true);
  });
});
