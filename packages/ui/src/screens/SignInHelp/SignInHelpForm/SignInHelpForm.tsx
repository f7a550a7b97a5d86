import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { site } from '@rv/catalogue';
import {
  canFindVoterInfo,
  type DobProblem,
  type DobRefusal,
  dobInput,
  dobProblem,
  EMPTY_LOOKUP_FORM,
  formatNameInput,
  formatZipInput,
  type LookupButtonState,
  type LookupForm,
  normaliseLookupForm,
} from '@rv/domain';
import { type FormEvent, useState } from 'react';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { SubmitActions } from '../../../components/SubmitActions';
import { TextField } from '../../../components/TextField';
import { WaitTime } from '../../../components/WaitTime';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';

const SIGN_IN_HELP_TITLE = msg`Find your phone/email on file`;
const FIND_VOTER_INFO = msg`FIND VOTER INFO`;

type SignInHelpFormProps = {
  /** The form as last typed (restored from storage, or the submitted values after "edit"). */
  defaultValue?: LookupForm;
  /** Every change, already formatted, so the app can keep the typed values. */
  onChange?: (form: LookupForm) => void;
  /** The trimmed, upper-cased values; called only when the date of birth is a real, old-enough date. */
  onSubmit: (form: LookupForm) => void;
  /** IDLE, LOADING while getVoterContact runs, ERROR when the call failed, LIMITED when look-ups are used up. */
  buttonState: LookupButtonState;
  /** LIMITED: how long until the look-up budget lets this search through, when the server said. */
  retryAfterSeconds?: number;
  onBack: () => void;
  /** Today, for the age check (stories pin it). */
  now?: Date;
  contact?: typeof site.contact;
  minimumAge?: number;
  /** Start as if a date-of-birth key had just been refused (stories). */
  defaultDobRefusal?: DobRefusal;
};

/** /signin/help: First Name, Last Name, Date of Birth and Zip Code, formatted as typed (docs/product/rules.md#sign-in-help-form). */
export function SignInHelpForm({
  defaultValue = EMPTY_LOOKUP_FORM,
  onChange,
  onSubmit,
  buttonState,
  retryAfterSeconds,
  onBack,
  now,
  contact = site.contact,
  minimumAge = site.minimumAge,
  defaultDobRefusal,
}: SignInHelpFormProps) {
  const [form, setForm] = useState<LookupForm>(defaultValue);
  const { t, i18n } = useLingui();
  const [dobError, setDobError] = useState<DobProblem | null>(null);
  const [dobRefusal, setDobRefusal] = useState<DobRefusal | null>(defaultDobRefusal ?? null);
  const loading = buttonState === 'LOADING';
  // The date of birth's problem in words the voter can act on (docs/product/messages.md#sign-in-help-form).
  const dobProblemText: Record<DobProblem, string> = {
    NOT_A_DATE: t`Enter your date of birth as MM/DD/YYYY, for example 07/04/1990.`,
    NOT_A_LEAP_YEAR: t`February 29 is only in leap years. Check the year of birth.`,
    IN_THE_FUTURE: t`The date of birth is in the future. Check the year.`,
    TOO_YOUNG: t`You must be at least ${minimumAge} years old to use this site.`,
  };
  // Why a key was not taken, said at once rather than leaving the field silently unchanged.
  const refusalText = (refusal: DobRefusal): string => {
    switch (refusal.reason) {
      case 'NOT_A_DIGIT':
        return t`Type digits only: the slashes are added for you.`;
      case 'NO_SUCH_MONTH': {
        const { month } = refusal;
        return t`There is no month ${month}. Type the month as two digits, from 01 to 12.`;
      }
      case 'NO_SUCH_DAY': {
        const { day, maxDay } = refusal;
        const month = String(refusal.month).padStart(2, '0');
        return t`There is no day ${day} in month ${month}. Type a day from 01 to ${maxDay}.`;
      }
      case 'YEAR_OUT_OF_RANGE': {
        const { from, to } = refusal;
        return t`Type the year of birth with all four digits, from ${from} to ${to}, for example 1990.`;
      }
      case 'ALREADY_COMPLETE':
        return t`The date is complete. To change it, delete a digit first.`;
      default:
        return refusal satisfies never;
    }
  };

  const update = (field: keyof LookupForm, raw: string) => {
    const formatted: Record<keyof LookupForm, (value: string) => string> = {
      first: formatNameInput,
      last: formatNameInput,
      dob: (value) => {
        const { value: shown, refused } = dobInput(value, form.dob);
        setDobRefusal(refused);
        return shown;
      },
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
      title={i18n._(SIGN_IN_HELP_TITLE)}
      before={<HelpHeaderBar submitted={null} onBack={onBack} onEdit={onBack} onClear={onBack} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        <Trans>
          Enter your name, date of birth and zip code as they are on your voter registration. We show the
          phone number and e-mail on file, partly hidden, so you know which one to verify.
        </Trans>
      </p>
      <form className={flowStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`First Name`}
          name="first"
          autoComplete="given-name"
          autoCapitalize="characters"
          value={form.first}
          onChange={(event) => update('first', event.target.value)}
        />
        <TextField
          label={t`Last Name`}
          name="last"
          autoComplete="family-name"
          autoCapitalize="characters"
          value={form.last}
          onChange={(event) => update('last', event.target.value)}
        />
        <TextField
          label={t`Date of Birth`}
          hint={t({ message: 'MM/DD/YYYY', comment: 'the format of a date of birth: month, day, year' })}
          name="dob"
          autoComplete="bday"
          inputMode="numeric"
          value={form.dob}
          error={dobError ? dobProblemText[dobError] : null}
          note={dobRefusal ? refusalText(dobRefusal) : null}
          onChange={(event) => update('dob', event.target.value)}
        />
        <TextField
          label={t`Zip Code`}
          hint={t`The zip code of your registration address`}
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          value={form.zip}
          onChange={(event) => update('zip', event.target.value)}
        />
        <SubmitActions
          label={i18n._(FIND_VOTER_INFO)}
          busy={loading}
          busyLabel={t`Looking up your voter registration...`}
          disabled={!canFindVoterInfo(form)}
        >
          {buttonState === 'ERROR' ? (
            <p className={flowStyles.errorBox} role="alert">
              <Trans>Some error occurred. Please try again.</Trans>
            </p>
          ) : buttonState === 'LIMITED' ? (
            <p className={flowStyles.errorBox} role="alert">
              {retryAfterSeconds ? (
                <LookupsUsedUpFor seconds={retryAfterSeconds} />
              ) : (
                <Trans>
                  Too many look-ups for this name and zip code for now. Try again later, or call or write to
                  us (below): we can help you find your registration.
                </Trans>
              )}
            </p>
          ) : null}
        </SubmitActions>
      </form>
    </FlowPage>
  );
}

/** Look-ups used up, with the wait the server gave: the voter may also ask people for help. */
function LookupsUsedUpFor({ seconds }: { seconds: number }) {
  const wait = <WaitTime seconds={seconds} />;
  return (
    <Trans>
      Too many look-ups for now. Try again in {wait}, or call or write to us (below): we can help you find
      your registration.
    </Trans>
  );
}
