import { describe, expect, it, vi } from 'vitest';
import { fetchVoterListDates } from './voterLists';

describe('reading the voter-list dates', () => {
  it('asks the site’s own origin and returns the dates checked against the schema', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ca":"2026-11-02","fl":null}', { status: 200 }));
    expect(await fetchVoterListDates(fetchImpl as typeof fetch)).toEqual({ ca: '2026-11-02', fl: null });
    expect(fetchImpl).toHaveBeenCalledWith('/api/voter-lists.json', expect.anything());
  });

  it.each([
    ['an error answer', () => new Response('{"error":{}}', { status: 500 })],
    ['a body that is not the dates', () => new Response('{"ca":"soon"}', { status: 200 })],
    ['a date that is not a real day', () => new Response('{"ca":"2026-02-30","fl":null}', { status: 200 })],
    ['a state missing', () => new Response('{"ca":"2026-11-02"}', { status: 200 })],
    ['a field the dates do not have', () => new Response('{"ca":null,"fl":null,"tx":null}', { status: 200 })],
    ['a body that is not an object', () => new Response('null', { status: 200 })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives null on %s, so the content date stands', async (_case, answer) => {
    expect(await fetchVoterListDates(vi.fn(answer) as unknown as typeof fetch)).toBeNull();
  });
});
