// Which tile layout the results map draws a plan's districts on (content/districts/tile-map.yaml):
// the plan's own, else the newest older plan's that has one, else the oldest layout there is
// (docs/decisions/0073-results-on-the-plan-they-count.md).
import type { StateCode } from '@rv/domain';
import { districtPlans } from './generated/districtPlans';
import { districtTiles } from './generated/districtTiles';
import type { DistrictTileGrid } from './types';

export interface TileLayout {
  readonly grid: DistrictTileGrid;
  /** The plan whose layout this is: another plan's when `own` is false. */
  readonly planId: string;
  /** Whether the layout was drawn for the plan asked for. */
  readonly own: boolean;
}

/** The layout to draw `planId`'s districts of `state` on. */
export function tileLayoutOf(state: StateCode, planId: string): TileLayout {
  const layouts = districtTiles[state];
  const own = layouts[planId];
  if (own) return { grid: own, planId, own: true };
  const plans = districtPlans[state];
  const at = plans.findIndex((plan) => plan.id === planId);
  const older = plans.slice(0, at < 0 ? plans.length : at).reverse();
  const withLayout = [...older, ...plans].find((plan) => layouts[plan.id]);
  const fallback = withLayout ? layouts[withLayout.id] : undefined;
  if (!withLayout || !fallback) {
    throw new Error(`No tile layout for ${state.toUpperCase()}: run npm run build:content.`);
  }
  return { grid: fallback, planId: withLayout.id, own: false };
}

/** The widest layout's columns: every state's tiles get the same size on screen (equal area). */
export const WIDEST_TILE_GRID = Math.max(
  ...Object.values(districtTiles).flatMap((layouts) => Object.values(layouts).map((grid) => grid.columns)),
);
