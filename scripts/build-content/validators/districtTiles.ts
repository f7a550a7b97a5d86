// districts/tile-map.yaml: where each congressional district's tile sits on the results map.
import { districtTileMapSchema } from '@rv/catalogue/schema';
import type { DistrictTileGrid } from '@rv/catalogue/types';
import { STATE_CODES, type StateCode } from '@rv/domain';
import type { FieldReporter } from '../collector';
import type { SiteInput } from './input';

export const DISTRICT_TILES_FILE = 'districts/tile-map.yaml';

type Grids = Readonly<Record<StateCode, DistrictTileGrid>>;

export function validateDistrictTiles({ files, report, site }: SiteInput): Grids | null {
  const loaded = files.readYaml(DISTRICT_TILES_FILE);
  if (!loaded) return null;
  const fields = report.fields(loaded.source);
  const file = fields.validate(districtTileMapSchema, loaded.data);
  if (!file || !site) return null;
  const before = report.count;
  const grids = Object.fromEntries(
    STATE_CODES.map((state) => [
      state,
      checkGrid({ state, grid: file[state], count: site.states[state].congressionalDistricts, fields }),
    ]),
  ) as Record<StateCode, DistrictTileGrid>;
  return report.count === before ? grids : null;
}

/** Districts 1..count (site.yaml gives the count), each once, inside the grid, one per cell. */
function checkGrid({
  state,
  grid,
  count,
  fields,
}: {
  state: StateCode;
  grid: { columns: number; rows: number; tiles: Readonly<Record<string, readonly [number, number]>> };
  count: number;
  fields: FieldReporter;
}): DistrictTileGrid {
  const { columns, rows, tiles } = grid;
  const label = (district: string) => `${state.toUpperCase()}-${district}`;
  for (let district = 1; district <= count; district++) {
    if (!tiles[String(district)]) {
      fields.at(
        [state, 'tiles'],
        `${label(String(district))} has no tile — add "${district}": [column, row] (districts 1–${count}, site.yaml states.${state}.congressionalDistricts)`,
        { key: true },
      );
    }
  }
  const byCell = new Map<string, string>();
  for (const [district, [column, row]] of Object.entries(tiles)) {
    const at = [state, 'tiles', district];
    if (Number(district) > count) {
      fields.at(at, `district ${district} does not exist — ${state.toUpperCase()} has ${count} districts`, {
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
