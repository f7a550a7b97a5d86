// Content errors: every problem is collected with its place, then printed once as
// `content/path.yaml:LINE:COL field.path: problem — how to fix`, so a volunteer can act on each.
import { KEY_MESSAGE_SEPARATOR } from '@rv/catalogue/schema';
import type { z } from 'zod';

export interface ContentError {
  /** The file as the volunteer would type it, relative to the working directory. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** The field path (`stances.Alex_Padilla.reason`), or `(syntax)`, `(file)`, `body`. */
  readonly field: string;
  readonly message: string;
}

export function formatError(error: ContentError): string {
  return `${error.file}:${error.line}:${error.col} ${error.field}: ${error.message}`;
}

export function compareErrors(a: ContentError, b: ContentError): number {
  return (
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.line - b.line ||
    a.col - b.col ||
    (a.field < b.field ? -1 : a.field > b.field ? 1 : 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

/** `senate[1].incumbent`, `house.districts.14.vacant`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(document)' : out;
}

function describeInput(input: unknown): string {
  if (input === null) return 'empty';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a mapping';
  if (typeof input === 'string') return 'text';
  return `a ${typeof input}`;
}

const EXPECTED_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a mapping (key: value lines)',
  array: 'a list (lines starting with "- ")',
  record: 'a mapping (key: value lines)',
};

/**
 * The per-parse zod error map: messages for the issues a schema does not word itself. A
 * schema's own `error` wins over this one (zod 4 precedence), so specific fields keep theirs.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.at(-1);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
      if (issue.input === undefined) {
        return `is missing — add ${typeof field === 'string' ? `${field}: ` : ''}${expected === 'text' ? '…' : `(${expected})`}`;
      }
      return `must be ${expected}, not ${describeInput(issue.input)} — fix the value`;
    }
    case 'invalid_value':
      return `"${String(issue.input)}" is not allowed — use one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `needs at least ${String(issue.minimum)} item(s) — add them`
        : `is too small (minimum ${String(issue.minimum)})`;
    case 'too_big':
      return issue.origin === 'array'
        ? `has more than ${String(issue.maximum)} item(s) — remove the extra ones`
        : `is too big (maximum ${String(issue.maximum)})`;
    case 'invalid_format':
      return `is not in the expected format (${issue.format}) — fix the value`;
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => `unknown field "${key}" — remove it or check the spelling`)
        .join(KEY_MESSAGE_SEPARATOR);
    default:
      return undefined;
  }
};

/** The messages of one issue, one per unknown key for `unrecognized_keys`. */
export function issueMessages(
  issue: z.core.$ZodIssue,
): readonly { path: PropertyKey[]; key: boolean; message: string }[] {
  if (issue.code === 'unrecognized_keys') {
    const parts = issue.message.split(KEY_MESSAGE_SEPARATOR);
    return issue.keys.map((key, index) => ({
      path: [...issue.path, key],
      key: true,
      message:
        parts.length === issue.keys.length ? (parts[index] ?? issue.message) : (parts[0] ?? issue.message),
    }));
  }
  if (issue.code === 'invalid_key') {
    // A record key that fails its own schema: that schema's message says what is wrong.
    return [{ path: [...issue.path], key: true, message: issue.issues[0]?.message ?? issue.message }];
  }
  return [{ path: [...issue.path], key: false, message: issue.message }];
}
