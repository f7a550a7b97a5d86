import type { VoterListDates } from '@rv/api/contract';
import { VOTER_LISTS_PATH } from '@rv/api/contract';
import { useEffect, useState } from 'react';

/*
 * The dates of the voter lists the site holds, from the public, cached GET beside the results
 * (docs/decisions/0043-voter-list-dates-from-the-database.md). Until it answers, or when it
 * cannot, the pages show content/site.yaml's date (prerendered pages have only that one).
 */

let once: Promise<VoterListDates | null> | null = null;

/** Reads the dates; null when the answer is an error or not the dates (the content date stands). */
export async function fetchVoterListDates(fetchImpl: typeof fetch = fetch): Promise<VoterListDates | null> {
  try {
    // The schema loads with the callables' client chunk, as the results' does (publicResults.ts).
    const [response, { voterListDates }] = await Promise.all([
      fetchImpl(VOTER_LISTS_PATH, { headers: { Accept: 'application/json' } }),
      import('@rv/api'),
    ]);
    if (!response.ok) return null;
    return voterListDates.parse(await response.json());
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
