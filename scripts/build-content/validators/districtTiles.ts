// districts/tile-map.yaml: where each congressional district's tile sits on the results map, one
// layout per district plan (districts/plans.yaml), since a plan's district n is another place.
import { districtTileMapSchema } from '@rv/catalogue/schema';
import type { DistrictTileGrid, DistrictTileLayouts } from '@rv/catalogue/types';
import { type DistrictPlan, STATE_CODES, type StateCode } from '@rv/domain';
import { ErrorCollector, type FieldReporter } from '../collector';
import type { ContentError } from '../errors';
import type { ContentFiles } from '../files';
import type { SiteInput } from './input';

export const DISTRICT_TILES_FILE = 'districts/tile-map.yaml';

type Plans = Readonly<Record<StateCode, readonly DistrictPlan[]>>;

export function validateDistrictTiles({
  files,
  report,
  site,
  plans,
}: SiteInput & { plans: Plans | null }): DistrictTileLayouts | null {
  const loaded = files.readYaml(DISTRICT_TILES_FILE);
  if (!loaded) return null;
  const fields = report.fields(loaded.source);
  const file = fields.validate(districtTileMapSchema, loaded.data);
  if (!file || !site || !plans) return null;
  const before = report.count;
  const layouts = Object.fromEntries(
    STATE_CODES.map((state) => {
      const grids: Record<string, DistrictTileGrid> = {};
      for (const [planId, grid] of Object.entries(file[state])) {
        const plan = plans[state].find((candidate) => candidate.id === planId);
        if (!plan) {
          const known = plans[state].map((candidate) => candidate.id).join(', ');
          fields.at(
            [state, planId],
            `is not a ${state.toUpperCase()} plan of districts/plans.yaml — the plans are ${known}`,
            { key: true },
          );
          continue;
        }
        grids[planId] = checkGrid({ state, planId, grid, count: plan.districts, fields });
      }
      return [state, grids];
    }),
  ) as DistrictTileLayouts;
  return report.count === before ? layouts : null;
}

/**
 * A plan without a layout of its own: the map draws it on the layout of the newest older plan
 * that has one (catalogue tileLayoutOf) and says so; a warning, so the layout gets drawn.
 */
export function plansWithoutTileLayout({
  files,
  plans,
  display,
}: {
  files: ContentFiles;
  plans: Plans;
  display: (relative: string) => string;
}): ContentError[] {
  const warn = new ErrorCollector(display);
  const loaded = files.readYaml(DISTRICT_TILES_FILE);
  if (!loaded) return [];
  const layouts = loaded.data as Record<StateCode, Record<string, unknown>>;
  const { at } = warn.fields(loaded.source);
  for (const state of STATE_CODES) {
    for (const plan of plans[state]) {
      if (layouts[state][plan.id]) continue;
      at(
        [state],
        `${plan.id} (${plan.name}) has no tile layout: the results map draws its districts on an earlier plan's layout and says so — add "${plan.id}:" with its columns, rows and tiles`,
        { key: true },
      );
    }
  }
  return warn.sorted();
}

/** Districts 1..count (the plan's), each once, inside the grid, one per cell. */
function checkGrid({
  state,
  planId,
  grid,
  count,
  fields,
}: {
  state: StateCode;
  planId: string;
  grid: { columns: number; rows: number; tiles: Readonly<Record<string, readonly [number, number]>> };
  count: number;
  fields: FieldReporter;
}): DistrictTileGrid {
  const { columns, rows, tiles } = grid;
  const label = (district: string) => `${state.toUpperCase()}-${district}`;
  const base = [state, planId];
  for (let district = 1; district <= count; district++) {
    if (!tiles[String(district)]) {
      fields.at(
        [...base, 'tiles'],
        `${label(String(district))} has no tile — add "${district}": [column, row] (districts 1–${count}, districts/plans.yaml ${planId})`,
        { key: true },
      );
    }
  }
  const byCell = new Map<string, string>();
  for (const [district, [column, row]] of Object.entries(tiles)) {
    const at = [...base, 'tiles', district];
    if (Number(district) > count) {
      fields.at(at, `district ${district} does not exist — ${planId} has ${count} districts`, {
        key: true,
      });
      continue;
    }
    if (column >= columns) {
      fields.at(
        [...at, 0],
        `column ${column} is outside the grid — columns are 0–${columns - 1} (columns: ${columns})`,
      );
    }
    if (row >= rows) {
      fields.at([...at, 1], `row ${row} is outside the grid — rows are 0–${rows - 1} (rows: ${rows})`);
    }
    const cell = `${column},${row}`;
    const other = byCell.get(cell);
    if (other) {
      fields.at(
        at,
        `is on the same cell as ${label(other)}, [${column}, ${row}] — move one of them to a free cell`,
      );
    } else {
      byCell.set(cell, district);
    }
  }
  return {
    columns,
    rows,
    tiles: Array.from({ length: count }, (_, index) => tiles[String(index + 1)] ?? [0, 0]),
  };
}
