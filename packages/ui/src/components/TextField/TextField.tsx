import { type ComponentPropsWithoutRef, useId } from 'react';
import { field, fieldControl, fieldError, fieldHint, fieldLabel, fieldNote } from '../../theme/field.css';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'> & {
  label: string;
  /** Format help under the label, e.g. "MM/DD/YYYY". */
  hint?: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  /**
   * Why the field did not take what was just typed (the value itself is still valid, so the
   * field is not marked invalid). Given at all (even null), a polite live region is kept under
   * the field from the first render, so each new note is read as it appears.
   */
  note?: string | null;
};

/**
 * A labelled text input (sign-in and help forms): the hint and the error are tied to the
 * field with aria-describedby, so a screen reader reads them with it (WCAG 1.3.1, 3.3.1).
 */
export function TextField({ label, hint, error, note, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy =
    [hint ? hintId : null, note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={fieldHint}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        className={fieldControl}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {note === undefined ? null : (
        <p id={noteId} className={fieldNote} aria-live="polite">
          {note}
        </p>
      )}
      {error ? (
        <p id={errorId} className={fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
