// Where the results map's tiles are and how they are shaded: the share-of-Support band of a
// district, the voter's own district first in the table, and arrow-key moves
// between tiles (docs/product/screens.md#the-districts-map).
import type { DistrictTileGrid } from '@rv/catalogue';
import type { PublishedCount, StateCode } from '@rv/domain';
import type { DistrictRow } from './model';

/** The signed-in voter's congressional district, highlighted on the map and pinned in the table. */
export interface YourDistrict {
  readonly state: StateCode;
  readonly district: number;
}

export const isYourDistrict = (yours: YourDistrict | null | undefined, state: StateCode, district: number) =>
  yours?.state === state && yours.district === district;

/** The share-of-Support bands, low to high: under 20%, 20–40%, 40–60%, 60–80%, over 80%. */
export const SHARE_BANDS = [0, 1, 2, 3, 4] as const;
export type ShareBand = (typeof SHARE_BANDS)[number];

/**
 * The band of a district's share of Support, or null with no stances (drawn white). A count
 * hidden as "fewer than k" (null) may be anything from 1 to k − 1: the district gets the band
 * only when every such value gives the same one, else null, so the shade tells nothing the
 * table does not.
 */
export function shareBand({ YES, NO }: PublishedCount, fewerThan: number): ShareBand | null {
  const range = (n: number | null): [number, number] => (n === null ? [1, fewerThan - 1] : [n, n]);
  const [yesLow, yesHigh] = range(YES);
  const [noLow, noHigh] = range(NO);
  const low = bandOf(yesLow, noHigh);
  return low === bandOf(yesHigh, noLow) ? low : null;
}

function bandOf(yes: number, no: number): ShareBand | null {
  const total = yes + no;
  if (total === 0) return null;
  const share = yes / total;
  if (share < 0.2) return 0;
  if (share < 0.4) return 1;
  if (share <= 0.6) return 2;
  return share <= 0.8 ? 3 : 4;
}

/** The districts in table order: the voter's own first when it is one of them. */
export function pinYourDistrict(
  rows: readonly DistrictRow[],
  state: StateCode,
  yours: YourDistrict | null | undefined,
): readonly DistrictRow[] {
  const own = rows.find((row) => isYourDistrict(yours, state, row.district));
  return own ? [own, ...rows.filter((row) => row !== own)] : rows;
}

export type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
export const DIRECTIONS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

const STEPS: Readonly<Record<Direction, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The district an arrow key moves to: the nearest tile in that direction, straight ahead first
 * (a tile beside the line costs three steps per cell off it); null at the edge.
 */
export function neighbour(grid: DistrictTileGrid, district: number, direction: Direction): number | null {
  const { tiles } = grid;
  const [column, row] = tiles[district - 1] ?? [0, 0];
  const [dx, dy] = STEPS[direction];
  let best: { district: number; cost: number } | null = null;
  tiles.forEach(([c, r], index) => {
    const ahead = (c - column) * dx + (r - row) * dy;
    if (ahead <= 0) return;
    const cost = ahead + 3 * Math.abs(dx === 0 ? c - column : r - row);
    if (!best || cost < best.cost) best = { district: index + 1, cost };
  });
  return (best as { district: number } | null)?.district ?? null;
}
