import { describe, expect, it } from 'vitest';
import {
  EMPTY_GUIDE_SELECTION,
  type GuideAction,
  type GuideSelection,
  type GuideStage,
  guideReducer,
  guideSeatOptions,
  guideStage,
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
    expect(guideSeatOptions('fl', 'senate', 28)).toEqual([
      { value: 'SENIOR', label: 'Senior Senator' },
      { value: 'JUNIOR', label: 'Junior Senator' },
    ]);
  });

  it.each([
    ['ca', 52, 'CA-52'],
    ['fl', 28, 'FL-28'],
  ] as const)('offer every %s district for the House, up to %i', (state, count, last) => {
    const options = guideSeatOptions(state, 'house', count);
    expect(options).toHaveLength(count);
    expect(options.at(-1)?.label).toBe(last);
  });
});
