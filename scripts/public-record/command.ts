import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ allowPositionals: true; options: O }>>;

/**
 * Runs one public-record command: its arguments are parsed, and a mistake in them is one line
 * with the usage and exit code 1, before anything is read. `run` answers the exit code, or what
 * is missing from the arguments (said the same way).
 */
export function runCommand<const O extends Options>(
  usage: string,
  options: O,
  run: (args: Parsed<O>) => number | string,
): void {
  let outcome: number | string;
  try {
    outcome = run(parseArgs({ allowPositionals: true, options }));
  } catch (error) {
    if (!(error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')))
      throw error;
    outcome = error.message;
  }
  if (typeof outcome === 'string') {
    console.error(`✖ ${outcome} — ${usage}`);
    process.exitCode = 1;
  } else process.exitCode = outcome;
}
