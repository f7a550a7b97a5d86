import { describe, expect, it } from 'vitest';
import { districtPlans } from './generated/districtPlans';
import { tileLayoutOf, WIDEST_TILE_GRID } from './tileLayouts';

// The results map draws each plan's own layout (content/districts/tile-map.yaml), else the
// newest older plan's (docs/decisions/0073-results-on-the-plan-they-count.md).
describe('tileLayoutOf', () => {
  it("gives each of California's plans its own layout, with every district", () => {
    for (const plan of districtPlans.ca) {
      const layout = tileLayoutOf('ca', plan.id);
      expect(layout).toMatchObject({ planId: plan.id, own: true });
      expect(layout.grid.tiles).toHaveLength(plan.districts);
    }
  });

  it('places the 41st where each plan has it: Los Angeles County on the 2025 map', () => {
    const cell41 = (planId: string) => tileLayoutOf('ca', planId).grid.tiles[40];
    expect(cell41('ca-legislature-2025')).not.toEqual(cell41('ca-commission-2021'));
  });

  it('draws a plan without a layout on the newest older plan’s, and says it is not its own', () => {
    expect(tileLayoutOf('fl', 'fl-2026')).toMatchObject({ planId: 'fl-2022', own: false });
  });

  it('sizes every layout by the widest grid', () => {
    for (const plan of [...districtPlans.ca, ...districtPlans.fl]) {
      expect(tileLayoutOf(plan.state, plan.id).grid.columns).toBeLessThanOrEqual(WIDEST_TILE_GRID);
    }
  });
});
