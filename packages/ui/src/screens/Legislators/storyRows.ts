// The stories' seats, from the real catalogue on a pinned day.
import { seatAtAddress } from '@rv/catalogue';
import { type SeatRow, seatRow } from './model';

/** The seat of a member's address ("jared-huffman") or a vacant seat's ("ca-14") on `now`. */
export function rowAt(address: string, now: Date): SeatRow {
  const target = seatAtAddress(address, now);
  const row = target && target.kind !== 'MOVED' ? seatRow(target.seat, now) : null;
  if (!row) throw new Error(`No member or vacant seat at ${address}: run npm run build:content.`);
  return row;
}
