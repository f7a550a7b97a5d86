import { describe, expect, it } from 'vitest';
import {
  EMPTY_GUIDE_SELECTION,
  type GuideAction,
  type GuideSelection,
  type GuideStage,
  guideReducer,
  guideSeatOptions,
  guideStage,
  ownGuideSelection,
  ownSeatKind,
  shownGuideSelection,
} from './guide';

const CA_HOUSE_12: GuideSelection = { state: 'ca', chamber: 'house', seat: '12' };

describe('the voter guide pickers', () => {
  it.each<[string, GuideSelection, GuideAction, GuideSelection]>([
    [
      'picking a state',
      EMPTY_GUIDE_SELECTION,
      { type: 'state', state: 'fl' },
      { state: 'fl', chamber: null, seat: null },
    ],
    [
      'changing the state resets the seat',
      CA_HOUSE_12,
      { type: 'state', state: 'fl' },
      { state: 'fl', chamber: 'house', seat: null },
    ],
    [
      'changing the office resets the seat',
      CA_HOUSE_12,
      { type: 'chamber', chamber: 'senate' },
      { state: 'ca', chamber: 'senate', seat: null },
    ],
    [
      'going back to SELECT for the state resets the seat',
      CA_HOUSE_12,
      { type: 'state', state: null },
      { state: null, chamber: 'house', seat: null },
    ],
    ['picking the same state again keeps the seat', CA_HOUSE_12, { type: 'state', state: 'ca' }, CA_HOUSE_12],
    [
      'picking the same office again keeps the seat',
      CA_HOUSE_12,
      { type: 'chamber', chamber: 'house' },
      CA_HOUSE_12,
    ],
    [
      'picking a seat',
      { state: 'ca', chamber: 'senate', seat: null },
      { type: 'seat', seat: 'JUNIOR' },
      { state: 'ca', chamber: 'senate', seat: 'JUNIOR' },
    ],
    [
      'a seat before the office is ignored',
      { state: 'ca', chamber: null, seat: null },
      { type: 'seat', seat: '12' },
      { state: 'ca', chamber: null, seat: null },
    ],
  ])('%s', (_rule, before, action, after) => {
    expect(guideReducer(before, action)).toEqual(after);
  });

  it.each<[GuideSelection, GuideStage]>([
    [EMPTY_GUIDE_SELECTION, 'NOTHING_SELECTED'],
    [{ state: 'ca', chamber: null, seat: null }, 'NOTHING_SELECTED'],
    [{ state: null, chamber: 'senate', seat: null }, 'NOTHING_SELECTED'],
    [{ state: 'ca', chamber: 'senate', seat: null }, 'SEAT_PICKER'],
    [CA_HOUSE_12, 'FULL_SELECTION'],
  ])('%o is at the stage %s', (selection, stage) => {
    expect(guideStage(selection)).toBe(stage);
  });
});

describe('the seat options', () => {
  it('offer the senior and junior senator for the Senate', () => {
    expect(guideSeatOptions('senate', 28)).toEqual(['SENIOR', 'JUNIOR']);
  });

  it.each([52, 28])('offer every district for the House, 1 to %i', (count) => {
    const options = guideSeatOptions('house', count);
    expect(options).toHaveLength(count);
    expect(options[0]).toBe('1');
    expect(options.at(-1)).toBe(String(count));
  });
});

describe("the guide's starting seat", () => {
  const AVA = { state: 'ca', district: '34' } as const;

  it('is nothing for a visitor, and their own district for a signed-in voter', () => {
    expect(shownGuideSelection(null, null)).toEqual(EMPTY_GUIDE_SELECTION);
    expect(shownGuideSelection(null, AVA)).toEqual({ state: 'ca', chamber: 'house', seat: '34' });
  });

  it("gives way to the visitor's own choice, even a choice of nothing", () => {
    expect(shownGuideSelection(CA_HOUSE_12, AVA)).toEqual(CA_HOUSE_12);
    const cleared = guideReducer(shownGuideSelection(null, AVA), { type: 'state', state: null });
    expect(shownGuideSelection(cleared, AVA)).toEqual({ state: null, chamber: 'house', seat: null });
  });

  it.each([
    ['07', '7'],
    ['0', null],
    ['', null],
    ['12a', null],
  ])('reads the district %j as the seat %j', (district, seat) => {
    expect(ownGuideSelection({ state: 'fl', district }).seat).toBe(seat);
  });

  it.each<[string, GuideSelection, ReturnType<typeof ownSeatKind>]>([
    ['her district', { state: 'ca', chamber: 'house', seat: '34' }, 'REPRESENTATIVE'],
    ['another district', CA_HOUSE_12, null],
    ['a senator of her state', { state: 'ca', chamber: 'senate', seat: 'JUNIOR' }, 'SENATOR'],
    ["another state's senator", { state: 'fl', chamber: 'senate', seat: 'SENIOR' }, null],
    ["another state's district of the same number", { state: 'fl', chamber: 'house', seat: '34' }, null],
    ['no seat yet', { state: 'ca', chamber: 'senate', seat: null }, null],
  ])('names %s as %s', (_, selection, kind) => {
    expect(ownSeatKind(selection, AVA)).toBe(kind);
  });

  it("names no seat as anyone's own when signed out", () => {
    expect(ownSeatKind({ state: 'ca', chamber: 'house', seat: '34' }, null)).toBeNull();
  });
});
