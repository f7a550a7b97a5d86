// Names and places as people write them. Voter files spell them in capitals ("AVA DEMOLAND, LOS
// ANGELES"); the screens show "Ava Demoland, Los Angeles" while keeping what capitals alone would
// lose: "McDonald", "O'Brien", "de la Cruz", "Smith Jr.", "Henry III" (docs/decisions/0070-names-in-title-case.md).

const LOCALE = 'en-US';

/**
 * Particles written in lower case inside a surname ("Juan de la Cruz", "Ludwig van Beethoven")
 * when a word of the name follows them; alone, they are a name ("Thi Le", "Dick Van").
 */
const PARTICLES = new Set([
  'da',
  'das',
  'de',
  'del',
  'della',
  'der',
  'des',
  'di',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'van',
  'von',
  'y',
]);

/** Suffixes as they are written after a name. */
const SUFFIXES: Readonly<Record<string, string>> = {
  jr: 'Jr.',
  'jr.': 'Jr.',
  sr: 'Sr.',
  'sr.': 'Sr.',
  ii: 'II',
  iii: 'III',
  iv: 'IV',
  v: 'V',
  vi: 'VI',
};

/** Small words written in lower case inside a place's name ("Carmel-by-the-Sea", "Isle of Palms"). */
const PLACE_SMALL_WORDS = new Set(['by', 'of', 'on', 'the']);

/** A capital after each start, space, hyphen or apostrophe; "Mc" keeps the next letter capital. */
function capitalise(word: string): string {
  return word
    .toLocaleLowerCase(LOCALE)
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase(LOCALE),
    )
    .replace(
      /(^|[\s'’-])Mc(\p{Ll})(?=\p{L})/gu,
      (_, before: string, letter: string) => `${before}Mc${letter.toLocaleUpperCase(LOCALE)}`,
    );
}

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/**
 * One part of a person's name (a first, middle or last name) as people write it: "MCDONALD" →
 * "McDonald", "O'BRIEN" → "O'Brien", "MARY-JANE" → "Mary-Jane", "DE LA CRUZ" → "de la Cruz".
 * `leading`: the part begins the whole name, so its first particle keeps its capital ("De la
 * Cruz, Juan" is not written here; a first name is always leading).
 */
export function personNameCase(part: string, { leading = false }: { leading?: boolean } = {}): string {
  const parts = words(part);
  return parts
    .map((word, index) => {
      const lower = word.toLocaleLowerCase(LOCALE);
      const followed = index < parts.length - 1;
      if (PARTICLES.has(lower) && followed && !(leading && index === 0)) return lower;
      return capitalise(word);
    })
    .join(' ');
}

/** A suffix as written after a name: "JR" → "Jr.", "III" → "III"; anything else capitalised. */
export function suffixCase(suffix: string): string {
  const trimmed = suffix.trim();
  return SUFFIXES[trimmed.toLocaleLowerCase(LOCALE)] ?? capitalise(trimmed);
}

/**
 * A city as people write it: "LOS ANGELES" → "Los Angeles", "CARMEL-BY-THE-SEA" →
 * "Carmel-by-the-Sea", "MCKINLEYVILLE" → "McKinleyville". Place particles keep their capital
 * ("La Mesa", "Del Mar"): they begin the name as a rule.
 */
export function placeNameCase(place: string): string {
  return words(place)
    .map((word) =>
      capitalise(word)
        .split('-')
        .map((piece, index) =>
          index > 0 && PLACE_SMALL_WORDS.has(piece.toLocaleLowerCase(LOCALE))
            ? piece.toLocaleLowerCase(LOCALE)
            : piece,
        )
        .join('-'),
    )
    .map((word, index) =>
      index > 0 && PLACE_SMALL_WORDS.has(word.toLocaleLowerCase(LOCALE))
        ? word.toLocaleLowerCase(LOCALE)
        : word,
    )
    .join(' ');
}
