import { describe, expect, it } from 'vitest';
import { cameFrom } from './AppContext';

describe('cameFrom: where the voter came to a page from', () => {
  it('is the path the router last showed, when the page renders before the router records it', () => {
    expect(cameFrom({ current: '/signin', previous: '/' }, '/signin/help')).toBe('/signin');
  });

  it('is the path before, when the page renders after the router recorded it (a lazy page)', () => {
    expect(cameFrom({ current: '/signin/help', previous: '/signin' }, '/signin/help')).toBe('/signin');
  });

  it('is nothing on the first page of a visit', () => {
    expect(cameFrom({ current: null, previous: null }, '/signin/help')).toBeNull();
    expect(cameFrom({ current: '/signin/help', previous: null }, '/signin/help')).toBeNull();
  });
});
