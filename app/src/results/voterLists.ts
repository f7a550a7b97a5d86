import type { VoterListDates } from '@rv/api/contract';
import { VOTER_LISTS_PATH } from '@rv/api/contract';
import { isRealDate, parseIsoDate } from '@rv/domain';
import { useEffect, useState } from 'react';

/*
 * The dates of the voter lists the site holds, from the public, cached GET beside the results
 * (docs/decisions/0043-voter-list-dates-from-the-database.md). Until it answers, or when it
 * cannot, the pages show content/site.yaml's date (prerendered pages have only that one).
 */

let once: Promise<VoterListDates | null> | null = null;

/*
 * Checked without zod on purpose, as the petition totals are (petitionCount.ts): importing the
 * schema loaded the callables' client chunk on the about and voter-guide pages, 48 KB gzip more
 * for two dates (bench:web: voter guide 122 → 170 KB, about 117 → 176 KB). The shape is the
 * schema's in packages/api/src/voterLists.ts: each state a real ISO date or null, nothing else.
 */
const isListDate = (value: unknown): value is string | null => {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  try {
    return isRealDate(parseIsoDate(value));
  } catch {
    return false; // not YYYY-MM-DD
  }
};

/** The dates from a response body, or null when it is anything but exactly the dates. */
function voterListDatesOf(body: unknown): VoterListDates | null {
  if (typeof body !== 'object' || body === null) return null;
  const { ca, fl, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isListDate(ca) || !isListDate(fl)) return null;
  return { ca, fl };
}

/** Reads the dates; null when the answer is an error or not the dates (the content date stands). */
export async function fetchVoterListDates(fetchImpl: typeof fetch = fetch): Promise<VoterListDates | null> {
  try {
    const response = await fetchImpl(VOTER_LISTS_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return voterListDatesOf(await response.json());
  } catch {
    return null;
  }
}

/** The dates, asked once per page load and shared by every page that shows them. */
export function useVoterListDates(): VoterListDates | null {
  const [dates, setDates] = useState<VoterListDates | null>(null);
  useEffect(() => {
    let live = true;
    once ??= fetchVoterListDates().then((found) => {
      // A failed read is asked again on the next page that needs it.
      if (found === null) once = null;
      return found;
    });
    void once.then((found) => {
      if (live) setDates(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return dates;
}
