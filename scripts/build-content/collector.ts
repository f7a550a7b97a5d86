// The one error collector of a content build: every validator reports here, nothing stops at the
// first problem, and the build fails once with the whole sorted list.
import type { z } from 'zod';
import { type ContentError, compareErrors, contentErrorMap, fieldPath, issueMessages } from './errors';
import { locate, type YamlSource } from './yamlSource';

/** Reports problems at fields of one YAML document (a YAML file or a Markdown front matter). */
export interface FieldReporter {
  /** A problem with a field; with `key`, placed at the key rather than its value. */
  at(path: readonly PropertyKey[], message: string, options?: { readonly key?: boolean }): void;
  /** Checks `data` against a schema, reporting every issue; the parsed data, or null. */
  validate<T>(schema: z.ZodType<T>, data: unknown): T | null;
}

export class ErrorCollector {
  readonly #errors: ContentError[] = [];

  constructor(
    /** The path of a file under the content folder as printed in errors. */
    readonly display: (relative: string) => string,
  ) {}

  add(...errors: readonly ContentError[]): void {
    this.#errors.push(...errors);
  }

  /** A problem with a whole file (line 1, column 1), given by its path under the content folder. */
  inFile({
    relative,
    message,
    field = '(file)',
  }: {
    relative: string;
    message: string;
    field?: string;
  }): void {
    this.add({ file: this.display(relative), line: 1, col: 1, field, message });
  }

  /** A problem in a Markdown body at a line and column. */
  inBody({
    display,
    line,
    col,
    message,
  }: {
    display: string;
    line: number;
    col: number;
    message: string;
  }): void {
    this.add({ file: display, line, col, field: 'body', message });
  }

  /** A reporter for the fields of one YAML document. */
  fields(source: YamlSource): FieldReporter {
    const at: FieldReporter['at'] = (path, message, options = {}) => {
      const place = locate(source, path, options.key ?? false);
      this.add({ file: source.display, ...place, field: fieldPath(path), message });
    };
    return {
      at,
      validate: (schema, data) => {
        const result = schema.safeParse(data, { error: contentErrorMap });
        if (result.success) return result.data;
        for (const issue of result.error.issues) {
          for (const { path, key, message } of issueMessages(issue)) at(path, message, { key });
        }
        return null;
      },
    };
  }

  /** Whether a problem was reported in this file (as printed in errors). */
  hasErrorsIn(display: string): boolean {
    return this.#errors.some((error) => error.file === display);
  }

  get count(): number {
    return this.#errors.length;
  }

  /** Every error so far, in file, line, column order. */
  sorted(): ContentError[] {
    return [...this.#errors].sort(compareErrors);
  }
}
