import { Trans, useLingui } from '@lingui/react/macro';
import type { StancesByDistrict } from '@rv/api';
import { type Petition, tileLayoutOf, WIDEST_TILE_GRID } from '@rv/catalogue';
import { type StateCode, ZERO_COUNT } from '@rv/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { SlideInPanel } from '../../components/SlideInPanel';
import { FEWER_THAN } from './Counts';
import * as styles from './DistrictMap.css';
import {
  DIRECTIONS,
  type Direction,
  isYourDistrict,
  neighbour,
  SHARE_BANDS,
  type ShareBand,
  shareBand,
  type YourDistrict,
} from './mapRules';
import { useMapWords } from './mapWords';
import type { DistrictRow, StateResultsModel } from './model';
import { PlanNote } from './PlanNote';
import { LegislatorPanel, NoMemberPanel, VacantDistrictPanel } from './SeatPanel';

/** A tile's side in the SVG's own units; the CSS scales the drawing to the page. */
const TILE = 40;
/** The widest grid's columns: every state's tiles get the same size on screen (equal area). */
const MAX_COLUMNS = WIDEST_TILE_GRID;

type Chosen = { readonly state: StateCode; readonly row: DistrictRow };

type DistrictMapProps = {
  petition: Petition;
  /** The states whose districts to draw: both beside the national table, one beside a state's. */
  states: readonly StateResultsModel[];
  counts: StancesByDistrict;
  /** The signed-in voter's district, outlined. */
  yourDistrict?: YourDistrict | null;
  /** Today, for a vacancy's special election. */
  now?: Date;
};

/**
 * The districts as an equal-area tile map (content/districts/tile-map.yaml), each tile shaded by
 * its share of Support; choosing a tile opens its counts and its representative's stance. The
 * table beside it holds the same figures (docs/product/screens.md#the-districts-map).
 */
export function DistrictMap({
  petition,
  states,
  counts,
  yourDistrict = null,
  now = new Date(),
}: DistrictMapProps) {
  const hatchId = `${useId()}-vacant`;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [opener, setOpener] = useState<SVGElement | null>(null);
  const tiles = useRef(new Map<string, SVGGElement>());
  const { t } = useLingui();
  const words = useMapWords();

  const choose = (next: Chosen, element: SVGElement) => {
    setOpener(element);
    setChosen(next);
  };
  const onKeyDown = (state: StateCode, row: DistrictRow) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose({ state, row }, event.currentTarget);
    } else if (DIRECTIONS.includes(event.key)) {
      event.preventDefault();
      const next = neighbour(layoutOf(state).grid, row.district, event.key as Direction);
      if (next !== null) tiles.current.get(`${state}-${next}`)?.focus();
    }
  };
  const layoutOf = (code: StateCode) => {
    const shown = states.find((candidate) => candidate.state === code);
    return tileLayoutOf(code, shown?.plan.id ?? '');
  };
  const chosenCount = chosen ? (counts[chosen.state][String(chosen.row.district)] ?? ZERO_COUNT) : ZERO_COUNT;
  const chosenIsYours = chosen ? isYourDistrict(yourDistrict, chosen.state, chosen.row.district) : false;

  return (
    <div className={styles.map}>
      <h2 className={styles.heading}>
        <Trans>Map of the districts</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          One square per congressional district, placed roughly where it lies and shaded by the share of its
          voters who support the petition. Select a district for its counts and its representative's stance;
          the table lists the same figures.
        </Trans>
      </p>
      <div className={styles.states}>
        {states.map((state) => {
          const layout = layoutOf(state.state);
          const { grid } = layout;
          const stateName = state.name;
          const districts = state.districts.length;
          return (
            <div key={state.state} className={styles.state}>
              {/* The group's own name says it; this is for the eye. */}
              <p className={styles.stateName} aria-hidden="true">
                {state.name}
              </p>
              <PlanNote plan={state.plan} ownLayout={layout.own} />
              {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>; the group names the state's tiles. */}
              <svg
                role="group"
                aria-label={t`${stateName}'s ${districts} congressional districts`}
                viewBox={`0 0 ${grid.columns * TILE} ${grid.rows * TILE}`}
                className={styles.grid}
                style={{ width: `calc(min(100cqi, ${MAX_COLUMNS * 36}px) * ${grid.columns / MAX_COLUMNS})` }}
              >
                {state.districts.map((row) => {
                  const [column, gridRow] = grid.tiles[row.district - 1] ?? [0, 0];
                  const count = counts[state.state][String(row.district)] ?? ZERO_COUNT;
                  const yours = isYourDistrict(yourDistrict, state.state, row.district);
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; this group is one, by role, name and keys.
                    <g
                      key={row.district}
                      ref={(element) => {
                        if (element) tiles.current.set(`${state.state}-${row.district}`, element);
                      }}
                      role="button"
                      tabIndex={0}
                      aria-haspopup="dialog"
                      aria-label={words.tileName(row, count, yours)}
                      className={styles.tile}
                      transform={`translate(${column * TILE} ${gridRow * TILE})`}
                      onClick={(event) => choose({ state: state.state, row }, event.currentTarget)}
                      onKeyDown={onKeyDown(state.state, row)}
                    >
                      <Tile
                        district={row.district}
                        band={shareBand(count, FEWER_THAN)}
                        vacant={row.vacant}
                        yours={yours}
                        hatchId={hatchId}
                      />
                    </g>
                  );
                })}
              </svg>
            </div>
          );
        })}
      </div>
      <Legend hatchId={hatchId} showYours={yourDistrict !== null} />
      <SlideInPanel
        title={chosen ? <ChosenTitle seat={chosen.row.label} yours={chosenIsYours} /> : ''}
        open={chosen !== null}
        onOpenChange={(open) => (open ? null : setChosen(null))}
        returnFocusTo={opener}
      >
        {chosen ? (
          <div className={styles.detail}>
            <ChosenCounts seat={chosen.row.label} counts={words.countsInWords(chosenCount)} />
            {chosen.row.vacant ? (
              <VacantDistrictPanel row={chosen.row} now={now} />
            ) : chosen.row.member ? (
              <LegislatorPanel
                legislator={chosen.row.member}
                petition={petition}
                takesOffice={chosen.row.takesOffice}
                count={chosen.row.takesOffice ? null : chosenCount}
                now={now}
              />
            ) : (
              <NoMemberPanel takesOffice={chosen.row.takesOffice} />
            )}
          </div>
        ) : null}
      </SlideInPanel>
    </div>
  );
}

type TileProps = {
  district: number;
  band: ShareBand | null;
  vacant: boolean;
  yours: boolean;
  hatchId: string;
};

/** One district's square: its band's colour, hatched when the seat is vacant, its number. */
function Tile({ district, band, vacant, yours, hatchId }: TileProps) {
  const fill = band === null ? styles.noStances : styles.band[band];
  const light = band === 0 || band === 4;
  return (
    <>
      <rect className={`${styles.square} ${fill}`} x={2} y={2} width={TILE - 4} height={TILE - 4} rx={3} />
      {vacant ? (
        <rect fill={`url(#${hatchId})`} x={2} y={2} width={TILE - 4} height={TILE - 4} rx={3} />
      ) : null}
      {vacant ? <rect className={fill} x={9} y={12} width={TILE - 18} height={TILE - 24} rx={2} /> : null}
      {yours ? <YourOutline inset={4} size={TILE} /> : null}
      <rect className={styles.ring} x={0.5} y={0.5} width={TILE - 1} height={TILE - 1} rx={5} />
      <text
        className={light ? styles.labelLight : styles.labelDark}
        x={TILE / 2}
        y={TILE / 2}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {district}
      </text>
    </>
  );
}

/** The voter's own district: a thick black outline lined with white, clear on every shade. */
function YourOutline({ inset, size }: { inset: number; size: number }) {
  const side = size - 2 * inset;
  return (
    <>
      <rect className={styles.yours} x={inset} y={inset} width={side} height={side} rx={2} />
      <rect
        className={styles.yoursLining}
        x={inset + 2}
        y={inset + 2}
        width={side - 4}
        height={side - 4}
        rx={1}
      />
    </>
  );
}

/** What the shades, the hatching and the outline mean. */
function Legend({ hatchId, showYours }: { hatchId: string; showYours: boolean }) {
  const { bandLabel } = useMapWords();
  const swatch = (content: ReactNode) => (
    <svg className={styles.swatch} viewBox="0 0 20 20" aria-hidden="true">
      {content}
    </svg>
  );
  const square = (className: string) => (
    <rect className={`${styles.square} ${className}`} x={1} y={1} width={18} height={18} rx={2} />
  );
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle}>
        <Trans>Share of voters who support</Trans>
      </p>
      <ul className={styles.legendList}>
        {SHARE_BANDS.map((band) => (
          <li key={band} className={styles.legendItem}>
            {swatch(square(styles.band[band]))}
            {bandLabel(band)}
          </li>
        ))}
      </ul>
      <ul className={styles.legendList}>
        <li className={styles.legendItem}>
          {swatch(square(styles.noStances))}
          <Trans comment="in the map's legend: a district with no stances, or too few to shade without singling a voter out">
            no stances yet, or too few to shade
          </Trans>
        </li>
        <li className={styles.legendItem}>
          {swatch(
            <>
              {square(styles.noStances)}
              <rect fill={`url(#${hatchId})`} x={1} y={1} width={18} height={18} rx={2} />
            </>,
          )}
          <Trans comment="in the map's legend">vacant seat</Trans>
        </li>
        {showYours ? (
          <li className={styles.legendItem}>
            {swatch(
              <>
                {square(styles.noStances)}
                <YourOutline inset={2.5} size={20} />
              </>,
            )}
            <Trans comment="in the map's legend">your district</Trans>
          </li>
        ) : null}
      </ul>
      <svg className={styles.defs} aria-hidden="true">
        <defs>
          <pattern
            id={hatchId}
            width={8}
            height={8}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect className={styles.hatchDark} width={2} height={8} />
            <rect className={styles.hatchLight} x={2} width={2} height={8} />
          </pattern>
        </defs>
      </svg>
    </div>
  );
}

/** The table's mark on the voter's own district, pinned first. */
export function YourDistrictTag() {
  return (
    <span className={styles.yourTag}>
      <Trans comment="a tag beside the voter's own district in the table">Your district</Trans>
    </span>
  );
}

/** The chosen district's panel title: "CA-34", or "CA-34 (your district)". */
function ChosenTitle({ seat, yours }: { seat: string; yours: boolean }) {
  return yours ? <Trans comment="seat: a district, CA-34">{seat} (your district)</Trans> : seat;
}

function ChosenCounts({ seat, counts }: { seat: string; counts: string }) {
  return (
    <p>
      <Trans comment="seat: a district, CA-34; counts: 12 support, 3 oppose">
        Voters of {seat}: <strong>{counts}</strong>.
      </Trans>
    </p>
  );
}
