// Dates as the product writes them everywhere (content, the database, the API): ISO YYYY-MM-DD,
// read with one pattern. Imports nothing at run time, so locale.ts, which Node loads as is for the
// app's Vite config, can use it.

import type { CalendarDate } from './dob';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of an ISO YYYY-MM-DD string; throws on anything else (content is validated). */
export function parseIsoDate(iso: string): CalendarDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${iso}".`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The ISO YYYY-MM-DD string of a calendar date, as the database stores a date of birth. */
export function isoDateOf({ year, month, day }: CalendarDate): string {
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}
