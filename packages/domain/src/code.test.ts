import { describe, expect, it } from 'vitest';
import { formatCodeInput, isCompleteCode } from './code';

const SPEC_CODE_LENGTH = 6; // site.yaml codeLength (docs/product/rules.md#code)

describe('the one-time code field as the voter types', () => {
  it.each([
    ['1', '1'],
    ['123456', '123456'],
    ['1234567', '123456'],
    ['12 34 56', '123456'],
    ['12a3', '123'],
    ['abc', ''],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatCodeInput(typed, SPEC_CODE_LENGTH)).toBe(shown);
  });
});

describe('a complete code', () => {
  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%s is complete: %s', (code, complete) => {
    expect(isCompleteCode(code, SPEC_CODE_LENGTH)).toBe(complete);
  });
});
