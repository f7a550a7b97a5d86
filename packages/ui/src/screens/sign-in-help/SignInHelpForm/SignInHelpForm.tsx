import { site } from '@rv/catalogue';
import {
  canFindVoterInfo,
  dobProblem,
  EMPTY_LOOKUP_FORM,
  formatDobInput,
  formatNameInput,
  formatZipInput,
  LOOKUP_CALL_FAILED_MESSAGE,
  type LookupButtonState,
  type LookupForm,
  normaliseLookupForm,
} from '@rv/domain';
import { type FormEvent, useState } from 'react';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { SubmitActions } from '../../../components/SubmitActions';
import { TextField } from '../../../components/TextField';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';

export const SIGN_IN_HELP_TITLE = 'Find your phone/email on file';
export const FIND_VOTER_INFO = 'FIND VOTER INFO';

type SignInHelpFormProps = {
  /** The form as last typed (restored from storage, or the submitted values after "edit"). */
  defaultValue?: LookupForm;
  /** Every change, already formatted, so the app can keep the typed values. */
  onChange?: (form: LookupForm) => void;
  /** The trimmed, upper-cased values; called only when the date of birth is a real, old-enough date. */
  onSubmit: (form: LookupForm) => void;
  /** IDLE, LOADING while getVoterContact runs, ERROR when the call failed. */
  buttonState: LookupButtonState;
  onBack: () => void;
  /** Today, for the age check (stories pin it). */
  now?: Date;
  contact?: typeof site.contact;
  minimumAge?: number;
};

/** /signin/help: First Name, Last Name, Date of Birth and Zip Code, formatted as typed (docs/product/rules.md#sign-in-help-form). */
export function SignInHelpForm({
  defaultValue = EMPTY_LOOKUP_FORM,
  onChange,
  onSubmit,
  buttonState,
  onBack,
  now,
  contact = site.contact,
  minimumAge = site.minimumAge,
}: SignInHelpFormProps) {
  const [form, setForm] = useState<LookupForm>(defaultValue);
  const [dobError, setDobError] = useState<string | null>(null);
  const loading = buttonState === 'LOADING';

  const update = (field: keyof LookupForm, raw: string) => {
    const formatted: Record<keyof LookupForm, (value: string) => string> = {
      first: formatNameInput,
      last: formatNameInput,
      dob: (value) => formatDobInput(value, form.dob),
      zip: formatZipInput,
    };
    const next = { ...form, [field]: formatted[field](raw) };
    if (field === 'dob') setDobError(null);
    setForm(next);
    onChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canFindVoterInfo(form) || loading) return;
    const values = normaliseLookupForm(form);
    const problem = dobProblem(values.dob, minimumAge, now ?? new Date());
    setDobError(problem);
    if (!problem) onSubmit(values);
  };

  return (
    <FlowPage
      title={SIGN_IN_HELP_TITLE}
      before={<HelpHeaderBar submitted={null} onBack={onBack} onEdit={onBack} onClear={onBack} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        Enter your name, date of birth and zip code as they are on your voter registration. We show the phone
        number and e-mail on file, partly hidden, so you know which one to verify.
      </p>
      <form className={flowStyles.form} onSubmit={submit} noValidate>
        <TextField
          label="First Name"
          name="first"
          autoComplete="given-name"
          autoCapitalize="characters"
          value={form.first}
          onChange={(event) => update('first', event.target.value)}
        />
        <TextField
          label="Last Name"
          name="last"
          autoComplete="family-name"
          autoCapitalize="characters"
          value={form.last}
          onChange={(event) => update('last', event.target.value)}
        />
        <TextField
          label="Date of Birth"
          hint="MM/DD/YYYY"
          name="dob"
          autoComplete="bday"
          inputMode="numeric"
          value={form.dob}
          error={dobError}
          onChange={(event) => update('dob', event.target.value)}
        />
        <TextField
          label="Zip Code"
          hint="The zip code of your registration address"
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          value={form.zip}
          onChange={(event) => update('zip', event.target.value)}
        />
        <SubmitActions
          label={FIND_VOTER_INFO}
          busy={loading}
          busyLabel="Looking up your voter registration..."
          disabled={!canFindVoterInfo(form)}
        >
          {buttonState === 'ERROR' ? (
            <p className={flowStyles.errorBox} role="alert">
              {LOOKUP_CALL_FAILED_MESSAGE}
            </p>
          ) : null}
        </SubmitActions>
      </form>
    </FlowPage>
  );
}
