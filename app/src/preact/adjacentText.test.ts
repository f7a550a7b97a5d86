import { describe, expect, it } from 'vitest';
import { joinAdjacentText } from './adjacentText';

describe('joinAdjacentText', () => {
  const element = { type: 'a' };

  it.each([
    ['two strings', [', ', 'Democrat'], [', Democrat']],
    ['a number and a string', [3, ' seats shown'], ['3 seats shown']],
    ['a run of three', ['a', 'b', 'c'], ['abc']],
    ['strings around an element stay apart', ['a', element, 'b'], ['a', element, 'b']],
    ['empty children inside a run go', ['a', null, false, undefined, 'b'], ['ab']],
    ['empty children outside a run stay', [null, 'a', 'b', true, element], [null, 'ab', true, element]],
    ['a run after an element', [element, ', ', 'Republican'], [element, ', Republican']],
    ['two runs', ['a', 'b', element, 'c', 'd'], ['ab', element, 'cd']],
    ['an empty string joins too', ['', 'a'], ['a']],
  ])('%s', (_, children, expected) => {
    expect(joinAdjacentText(children)).toEqual(expected);
  });

  it('gives back the same array when no two strings are adjacent', () => {
    const children = ['a', element, 'b', null];
    expect(joinAdjacentText(children)).toBe(children);
  });

  it('leaves the children it was given as they were', () => {
    const children = ['a', 'b', element];
    joinAdjacentText(children);
    expect(children).toEqual(['a', 'b', element]);
  });
});
