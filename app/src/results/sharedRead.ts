/*
 * One request for what several parts of a page ask for at once: the totals at the top of a
 * petition and its Stances or Text view read the same results. A read on its way is shared, and
 * an answer is reused for `reuseForMs` (0: only while on its way); a failure is never reused, so
 * TRY AGAIN asks again. Twenty lines of our own rather than a query library: the page needs only
 * this, and a library would add to the petition page's JavaScript (docs/decisions/0063-one-read-shared-by-a-page.md).
 */

export type SharedRead = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function sharedReads(reuseForMs: number, now: () => number = Date.now): SharedRead {
  const reads = new Map<string, { answer: Promise<unknown>; settledAt: number | null }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = reads.get(key);
    if (known && (known.settledAt === null || now() - known.settledAt < reuseForMs)) {
      return known.answer as Promise<T>;
    }
    const entry: { answer: Promise<T>; settledAt: number | null } = { answer: load(), settledAt: null };
    reads.set(key, entry);
    entry.answer.then(
      () => {
        entry.settledAt = now();
      },
      () => {
        if (reads.get(key) === entry) reads.delete(key);
      },
    );
    return entry.answer;
  };
}

/** One SharedRead per owner (a fetch function, an api client), so tests with fakes stay apart. */
export function sharedReadsPer<Owner extends object>(reuseForMs: number): (owner: Owner) => SharedRead {
  const byOwner = new WeakMap<Owner, SharedRead>();
  return (owner) => {
    let read = byOwner.get(owner);
    if (!read) {
      read = sharedReads(reuseForMs);
      byOwner.set(owner, read);
    }
    return read;
  };
}
