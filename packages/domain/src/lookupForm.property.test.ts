// Whatever a caller types, the sign-in help's per-person budget key cannot tell apart two names
// the voter match reads as one (fast-check). The match compares normaliseVoterName's result with
// the stored name; the budget counts voterNameBudgetKey's. If two spellings found the same
// voter under two keys, each spelling would get a fresh budget of date-of-birth guesses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseVoterName, voterNameBudgetKey } from './lookupForm';

/** A name as the voter files store it: upper-case letters, single spaces, ' and -. */
const storedName = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÉÍÑÓÚÜ'.split('')), { minLength: 1, maxLength: 12 })
  .chain((letters) =>
    fc
      .array(fc.constantFrom('', '', '', ' ', "'", '-'), {
        minLength: letters.length,
        maxLength: letters.length,
      })
      .map((gaps) => letters.map((l, i) => (i === 0 ? l : `${gaps[i]}${l}`)).join('')),
  );

/** Every way of typing one stored character that upper-cases to it, as the match does. */
function spellingsOf(stored: string): string[] {
  const spellings = [stored, stored.toLowerCase()];
  if (stored === 'I') spellings.push('ı'); // dotless i (U+0131) upper-cases to I
  return spellings;
}

/** The stored name as a caller might type it so that the match still finds it. */
const typedAs = (stored: string) =>
  fc
    .tuple(
      fc.array(fc.nat(), { minLength: stored.length, maxLength: stored.length }),
      fc.constantFrom('', ' ', '  ', '\t', '\u00a0'),
      fc.constantFrom('', ' ', '\n'),
      fc.constantFrom(' ', '  ', '\t', ' \u00a0'),
    )
    .map(([choices, before, after, space]) => {
      let typed = '';
      for (let i = 0; i < stored.length; i++) {
        const c = stored[i] as string;
        // "SS" may be typed as ß, which upper-cases to SS.
        if (c === 'S' && stored[i + 1] === 'S' && (choices[i] as number) % 3 === 0) {
          typed += 'ß';
          i++;
          continue;
        }
        if (c === ' ') typed += space;
        else {
          const options = spellingsOf(c);
          typed += options[(choices[i] as number) % options.length];
        }
      }
      return `${before}${typed}${after}`;
    });

describe('the per-person budget key of a name', () => {
  it('is one key for every spelling the voter match finds as the same name', () => {
    fc.assert(
      fc.property(
        storedName.chain((stored) => fc.tuple(fc.constant(stored), typedAs(stored), typedAs(stored))),
        ([stored, a, b]) => {
          // Both spellings find the stored name…
          expect(normaliseVoterName(a)).toBe(stored);
          expect(normaliseVoterName(b)).toBe(stored);
          // …so both spend the one budget.
          expect(voterNameBudgetKey(a)).toBe(voterNameBudgetKey(stored));
          expect(voterNameBudgetKey(b)).toBe(voterNameBudgetKey(stored));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is one key for any two inputs at all that the match reads as one name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 20 }),
        (a, flips) => {
          // The same characters with case changed at random: often the same name to the match.
          const b = Array.from(a, (ch, i) => (flips[i] ? ch.toLowerCase() : ch.toUpperCase())).join('');
          fc.pre(normaliseVoterName(a) === normaliseVoterName(b));
          expect(voterNameBudgetKey(a)).toBe(voterNameBudgetKey(b));
        },
      ),
      { numRuns: 100 },
    );
    // A property over arbitrary Unicode: slow on a busy machine, so more time than a unit test's 5 s.
  }, 30_000);

  it.each([
    ['Rıvera', 'RIVERA'],
    ['Strauß', 'STRAUSS'],
    ['  del  gado ', 'DELGADO'],
    ["O'Brien-Smith", 'OBRIENSMITH'],
    ['Délgado', 'DELGADO'],
    ['Peña', 'PENA'],
    ['İlkay', 'ILKAY'],
  ])('folds %j to %j', (typed, key) => {
    expect(voterNameBudgetKey(typed)).toBe(key);
  });
});
