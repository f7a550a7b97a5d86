import { describe, expect, it } from 'vitest';
import { pageOf, parsePetitionView, petitionPath, petitionViews } from './petitionPaths';

const national = { jurisdiction: { level: 'NATIONAL' } } as const;
const californian = { jurisdiction: { level: 'STATE', state: 'ca' } } as const;

describe('a petition path names its view', () => {
  it.each([
    ['', { tab: 'text' }],
    ['stances', { tab: 'stances', state: null }],
    ['stances/', { tab: 'stances', state: null }],
    ['stances/ca', { tab: 'stances', state: 'ca' }],
    ['stances/fl', { tab: 'stances', state: 'fl' }],
  ])('"%s" is its own view', (rest, view) => {
    expect(parsePetitionView(rest, national)).toEqual({ view, canonical: true });
  });

  it.each([
    ['stances/CA', { tab: 'stances', state: 'ca' }],
    ['stances/tx', { tab: 'stances', state: null }],
    ['stances/ca/extra', { tab: 'stances', state: 'ca' }],
    ['comments', { tab: 'text' }],
    ['stances-ca', { tab: 'text' }],
  ])('"%s" is read as the nearest view, which the page redirects to', (rest, view) => {
    expect(parsePetitionView(rest, national)).toEqual({ view, canonical: false });
  });

  it('a state petition has no districts to expand: its state is read as the Stances tab', () => {
    expect(parsePetitionView('stances/ca', californian)).toEqual({
      view: { tab: 'stances', state: null },
      canonical: false,
    });
    expect(parsePetitionView('stances', californian).canonical).toBe(true);
  });
});

describe('each view has one path', () => {
  it('which reads back as the same view', () => {
    for (const petition of [national, californian]) {
      for (const view of petitionViews(petition)) {
        const path = petitionPath('clean-air-now', view);
        const rest = path.slice('/petitions/clean-air-now/'.length);
        expect(parsePetitionView(rest, petition)).toEqual({ view, canonical: true });
      }
    }
  });

  it('a national petition has the text, the Stances tab and one view per state', () => {
    expect(petitionViews(national).map((view) => petitionPath('p', view))).toEqual([
      '/petitions/p',
      '/petitions/p/stances',
      '/petitions/p/stances/ca',
      '/petitions/p/stances/fl',
    ]);
    expect(petitionViews(californian).map((view) => petitionPath('p', view))).toEqual([
      '/petitions/p',
      '/petitions/p/stances',
    ]);
  });

  it('and all views of a petition are one page (no jump to the top between them)', () => {
    expect(pageOf('/petitions/p/stances/ca')).toBe('/petitions/p');
    expect(pageOf('/petitions/p')).toBe('/petitions/p');
    expect(pageOf('/petitions')).toBe('/petitions');
    expect(pageOf('/about/policies')).toBe('/about/policies');
  });
});
