import { type ComponentPropsWithoutRef, useId } from 'react';
import { field, fieldControl, fieldError, fieldHint, fieldLabel } from '../../theme/field.css';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'> & {
  label: string;
  /** Format help under the label, e.g. "MM/DD/YYYY". */
  hint?: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
};

/**
 * A labelled text input (sign-in and help forms): the hint and the error are tied to the
 * field with aria-describedby, so a screen reader reads them with it (WCAG 1.3.1, 3.3.1).
 */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      {error ? (
        <p id={errorId} className={fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
