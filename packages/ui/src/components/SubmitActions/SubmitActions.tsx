import type { ReactNode } from 'react';
import { Button } from '../Button';
import { flowStyles } from '../FlowPage';
import { Spinner } from '../Spinner';

type SubmitActionsProps = {
  /** The submit button's text, e.g. "Send code". */
  label: string;
  /** While the form's call runs: the button is disabled and a labelled spinner shows under it. */
  busy: boolean;
  /** What the spinner says, e.g. "Sending the code...". */
  busyLabel: string;
  /** Not yet submittable (e.g. a field still empty). */
  disabled?: boolean;
  /** Further actions or messages under the button (a link, the call's error). */
  children?: ReactNode;
};

/**
 * A form's submit button with its busy state. The spinner sits under the button, not in it: a
 * spinner inside a black button would not be visible.
 */
export function SubmitActions({ label, busy, busyLabel, disabled = false, children }: SubmitActionsProps) {
  return (
    <div className={flowStyles.actions}>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined}>
        {label}
      </Button>
      {busy ? (
        <div className={flowStyles.busy}>
          <Spinner label={busyLabel} showLabel />
        </div>
      ) : null}
      {children}
    </div>
  );
}
