import { describe, expect, it } from 'vitest';
import {
  explainStance,
  legislatorById,
  legislators,
  petitionByKey,
  petitionByUrl,
  petitions,
  plainText,
  reasonVars,
  renderReason,
  seatsForState,
  stanceOf,
} from './index';
import type { RichText } from './richText';

// These run against the catalogue generated from the real content/ (npm test builds it first).

describe('the generated catalogue', () => {
  it('finds each petition by url and by database path', () => {
    for (const petition of petitions) {
      expect(petitionByUrl(petition.url)).toBe(petition);
      expect(petitionByKey(petition.petitionKey)).toBe(petition);
    }
    expect(petitionByUrl('no-such-petition')).toBeUndefined();
  });

  it('has a stance of every current legislator on every petition, each with a fully filled explanation', () => {
    for (const petition of petitions) {
      for (const legislator of legislators) {
        const entry = stanceOf(petition, legislator.id);
        expect(entry?.legislatorId).toBe(legislator.id);
        const text = plainText(explainStance(petition, legislator.id) ?? []);
        expect(text.length).toBeGreaterThan(0);
        // Every placeholder the template uses could be filled for this legislator and petition.
        expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      }
    }
  });

  it('seats each state’s legislators: two senators and districts 1..N in order', () => {
    for (const state of ['ca', 'fl'] as const) {
      const seats = seatsForState(state);
      expect(seats.senate).toHaveLength(2);
      expect(seats.house.map((seat) => seat.district)).toEqual(seats.house.map((_, index) => index + 1));
      for (const seat of [...seats.senate, ...seats.house]) {
        if (seat.incumbent) expect(legislatorById(seat.incumbent)?.state).toBe(state);
      }
    }
  });
});

describe('renderReason', () => {
  const template: RichText = [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: '{name} co-sponsored ' },
        {
          type: 'link',
          href: '{billLink}',
          children: [{ type: 'emphasis', children: [{ type: 'text', value: '{billName}' }] }],
        },
        { type: 'text', value: ' with {his} colleagues; {unknown} stays.' },
      ],
    },
  ];

  it('fills placeholders in text and link targets, and leaves names it was not given', () => {
    expect(
      renderReason(template, {
        name: 'Salud O. Carbajal',
        his: 'his',
        billName: 'H.R. 5744',
        billLink: 'https://www.congress.gov/bill/118th-congress/house-bill/5744',
      }),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Salud O. Carbajal co-sponsored ' },
          {
            type: 'link',
            href: 'https://www.congress.gov/bill/118th-congress/house-bill/5744',
            children: [{ type: 'emphasis', children: [{ type: 'text', value: 'H.R. 5744' }] }],
          },
          { type: 'text', value: ' with his colleagues; {unknown} stays.' },
        ],
      },
    ]);
  });

  it('does not change the template it was given', () => {
    const before = JSON.stringify(template);
    renderReason(template, { name: 'X' });
    expect(JSON.stringify(template)).toBe(before);
  });
});

describe('reasonVars', () => {
  it('fills the bill placeholders from the bill a stance rests on, with the role and the date in words', () => {
    const petition = petitions[0] as (typeof petitions)[number];
    const legislator = legislators[0] as (typeof legislators)[number];
    const entry = {
      ...(stanceOf(petition, legislator.id) as NonNullable<ReturnType<typeof stanceOf>>),
      bill: {
        id: 's582-118',
        title: 'Sunshine Protection Act of 2023',
        number: 'S. 582',
        congress: 118,
        link: 'https://www.congress.gov/bill/118th-congress/senate-bill/582',
        status: 'https://www.govinfo.gov/bulkdata/BILLSTATUS/118/s/BILLSTATUS-118s582.xml',
        updated: '2025-11-19',
      },
      billRole: 'cosponsor' as const,
      since: '2023-03-01',
    };
    expect(reasonVars(legislator, petition, entry)).toMatchObject({
      billName: 'Sunshine Protection Act of 2023 (S. 582, 118th Congress)',
      billLink: 'https://www.congress.gov/bill/118th-congress/senate-bill/582',
      billRole: 'co-sponsor',
      since: 'March 1, 2023',
    });
    const plain = reasonVars(legislator, petition, { ...entry, bill: null, billRole: null, since: null });
    expect(plain.billRole).toBeUndefined();
    expect(plain.since).toBeUndefined();
    expect(plain.billName).toBe(petition.supportLegislation?.billName);
  });
});
