import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useState } from 'react';
import { flowStyles } from '../FlowPage';
import { SubmitActions } from '../SubmitActions';
import { TextField } from '../TextField';

type FieldFormProps = Omit<
  ComponentPropsWithoutRef<typeof TextField>,
  'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'error'
> & {
  /** What the field holds at first. */
  defaultValue?: string;
  /** Reshapes what is typed (e.g. "(415) 555-0142"); by default the text as typed. */
  format?: (typed: string) => string;
  /** The problem with the value, shown under the field; null when it can be sent. */
  check: (value: string) => string | null;
  /** Called with a value that passed `check`. */
  onSubmit: (value: string) => void;
  /** The provider's answer to the last submit, already worded; shown under the field. */
  error: string | null;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** Under the submit button (e.g. "Use a different phone number"). */
  children?: ReactNode;
};

/**
 * A form of one text field and its submit button (the e-mail, phone and code steps of sign-in):
 * the value is checked on submit, its problem shows under the field until the voter types again,
 * and nothing is sent while busy.
 */
export function FieldForm({
  defaultValue = '',
  format = (typed) => typed,
  check,
  onSubmit,
  error,
  submitLabel,
  busy,
  busyLabel,
  children,
  ...field
}: FieldFormProps) {
  const [value, setValue] = useState(defaultValue);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(value);
    setProblem(found);
    if (!found) onSubmit(value);
  };
  return (
    <form className={flowStyles.form} onSubmit={submit} noValidate>
      <TextField
        {...field}
        value={value}
        error={problem ?? error}
        onChange={(event) => {
          setProblem(null);
          setValue(format(event.target.value));
        }}
      />
      <SubmitActions label={submitLabel} busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitActions>
    </form>
  );
}
