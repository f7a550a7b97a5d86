// /legislators: every CA and FL senator and representative and every vacant seat, in seat order,
// filtered by state and chamber; each links to its page (docs/product/screens.md#legislators).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Chamber, STATE_CODES, STATES, type StateCode } from '@rv/domain';
import { useState } from 'react';
import { PageLayout } from '../../components/PageLayout';
import { SelectField } from '../../components/SelectField';
import { TextLink } from '../../components/TextLink';
import { usePartyName, useSeatLabel } from '../VoterGuide/VoterGuide/seatWords';
import * as styles from './Legislators.css';
import { type SeatRow, seatRows } from './model';

/** The list's heading, in English (stories and tests read it). */
export const LEGISLATORS_TITLE = msg`Members of Congress`;

type StateFilter = StateCode | 'all';
type ChamberFilter = Chamber | 'all';

export function LegislatorList({
  now = new Date(),
  initialState = 'all',
  initialChamber = 'all',
}: {
  /** Today: a member-elect holds their seat from their first day (stories pin it). */
  now?: Date;
  initialState?: StateFilter;
  initialChamber?: ChamberFilter;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<StateFilter>(initialState);
  const [chamber, setChamber] = useState<ChamberFilter>(initialChamber);
  // Read once: the seats do not change while the page is open.
  const [rows] = useState(() => seatRows(now));
  const shown = rows.filter(
    (row) => (state === 'all' || row.state === state) && (chamber === 'all' || row.chamber === chamber),
  );
  const count = shown.length;
  return (
    <PageLayout>
      <div className={styles.stack}>
        <h1 className={styles.title}>{i18n._(LEGISLATORS_TITLE)}</h1>
        <p>
          <Trans>
            Every U.S. senator and representative of California and Florida, and every vacant seat. Open one
            to see their recorded stance on each petition beside the verified voters of their state or
            district.
          </Trans>
        </p>
        <div className={styles.filters}>
          <SelectField<StateFilter>
            label={t`State`}
            value={state}
            options={[
              { value: 'all', label: t({ message: 'Both states', comment: 'California and Florida' }) },
              ...STATE_CODES.map((code) => ({ value: code, label: STATES[code].name })),
            ]}
            onChange={setState}
          />
          <SelectField<ChamberFilter>
            label={t({ message: 'Chamber', comment: 'the Senate or the House of Representatives' })}
            value={chamber}
            options={[
              {
                value: 'all',
                label: t({ message: 'Senate and House', comment: 'both chambers of Congress' }),
              },
              { value: 'senate', label: t`Senate` },
              { value: 'house', label: t`House of Representatives` },
            ]}
            onChange={setChamber}
          />
        </div>
        <p className={styles.muted} role="status">
          {count === 1 ? <Trans>1 seat shown</Trans> : <Trans>{count} seats shown</Trans>}
        </p>
        {STATE_CODES.filter((code) => state === 'all' || code === state).map((code) => (
          <StateSeats key={code} state={code} rows={shown.filter((row) => row.state === code)} />
        ))}
      </div>
    </PageLayout>
  );
}

function StateSeats({ state, rows }: { state: StateCode; rows: readonly SeatRow[] }) {
  const name = STATES[state].name;
  if (rows.length === 0) return null;
  return (
    <section aria-label={name}>
      <h2 className={styles.stateHeading}>{name}</h2>
      <ul className={styles.list}>
        {rows.map((row) => (
          <SeatItem key={row.path} row={row} />
        ))}
      </ul>
    </section>
  );
}

function SeatItem({ row }: { row: SeatRow }) {
  const seatLabel = useSeatLabel()(row.seat.name);
  const partyName = usePartyName();
  const { legislator } = row;
  return (
    <li className={styles.row}>
      <span className={styles.seatCell}>{seatLabel}</span>
      <span>
        {legislator ? (
          <>
            <TextLink to={row.path}>{legislator.fullName}</TextLink>
            {', '}
            {partyName(legislator)}
          </>
        ) : (
          <TextLink to={row.path}>
            <Trans comment="a seat in Congress with no one in it">Vacant Seat</Trans>
          </TextLink>
        )}
      </span>
    </li>
  );
}
