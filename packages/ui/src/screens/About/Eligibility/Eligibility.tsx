import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { site, type VoterListDatesFound, voterListAsOf } from '@rv/catalogue';
import { STATES, type StateCode } from '@rv/domain';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ExternalLink } from '../../../components/TextLink';
import { useFormats } from '../../../i18n';
import { STATE_WORDS } from '../stateWords';
import * as styles from './Eligibility.css';

/** The overlay's state choices (docs/product/screens.md#eligibility-overlay: California, Florida or any other). */
export const ELIGIBILITY_CHOICES = ['SELECT', 'ca', 'fl', 'OTHER'] as const;
export type EligibilityChoice = (typeof ELIGIBILITY_CHOICES)[number];

const CHOICE_LABELS = {
  SELECT: msg({ message: 'SELECT', comment: 'the empty choice of a list of states' }),
  OTHER: msg`Any other state`,
};

const OTHER_STATE_MESSAGE = msg`Only California and Florida voters can sign in at this time.`;

type EligibilityProps = {
  defaultChoice?: EligibilityChoice;
  states?: typeof site.states;
  /** The voter lists' dates from the database (null while unknown: site.yaml's date stands). */
  voterListDates?: VoterListDatesFound | null;
};

/** Who can sign in: asks for a state, then lists its four conditions (docs/product/screens.md#eligibility-overlay). */
export function Eligibility({
  defaultChoice = 'SELECT',
  states = site.states,
  voterListDates = null,
}: EligibilityProps) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<EligibilityChoice>(defaultChoice);
  // State names are names: the same in both languages.
  const label = (value: EligibilityChoice) =>
    value === 'SELECT' || value === 'OTHER' ? i18n._(CHOICE_LABELS[value]) : STATES[value].name;
  return (
    <div className={styles.stack}>
      <SelectField
        label={t`The state where you are registered to vote`}
        value={choice}
        options={ELIGIBILITY_CHOICES.map((value) => ({ value, label: label(value) }))}
        onChange={setChoice}
      />
      <div aria-live="polite">
        {choice === 'SELECT' ? null : choice === 'OTHER' ? (
          <p>
            {i18n._(OTHER_STATE_MESSAGE)}{' '}
            <Trans>You can still read every petition, its results and the Voter Guide.</Trans>
          </p>
        ) : (
          <Conditions
            state={choice}
            info={states[choice]}
            asOf={voterListAsOf(choice, voterListDates, { states })}
          />
        )}
      </div>
    </div>
  );
}

function Conditions({
  state,
  info,
  asOf,
}: {
  state: StateCode;
  info: (typeof site.states)[StateCode];
  asOf: string | null;
}) {
  const { i18n } = useLingui();
  const { longDate } = useFormats();
  const name = STATES[state].name;
  const words = STATE_WORDS[state];
  const updateLag = i18n._(words.updateLag);
  const inactiveRule = i18n._(words.inactiveRule);
  const date = asOf ? longDate(asOf) : null;
  return (
    <>
      <p>
        <Trans>You can sign in as a {name} voter when all four of these are true:</Trans>
      </p>
      <ol className={styles.conditions}>
        <li>
          <strong>
            {date ? (
              <Trans>
                You were registered to vote as of {date}, the date of our {name} voter list.
              </Trans>
            ) : (
              <Trans>You were registered to vote when the state made our {name} voter list.</Trans>
            )}
          </strong>{' '}
          <Trans>New registrations and changes reach our list {updateLag} after they are made.</Trans>{' '}
          <ExternalLink href={info.registrationCheckUrl}>
            <Trans>Check your registration</Trans>
          </ExternalLink>
        </li>
        <li>
          <strong>
            <Trans>
              Your registration includes a phone number that can receive text messages, or an e-mail address.
            </Trans>
          </strong>{' '}
          <Trans>That is what you verify to sign in.</Trans>{' '}
          <ExternalLink href={info.registrationUpdateUrl}>
            <Trans>Add a phone or e-mail to your registration</Trans>
          </ExternalLink>
        </li>
        <li>
          <strong>
            <Trans>Your voter status is active.</Trans>
          </strong>{' '}
          <Trans>
            In {name}, a registration is made inactive for this reason: {inactiveRule}. Updating the
            registration makes it active again.
          </Trans>{' '}
          <ExternalLink href={info.registrationCheckUrl}>
            <Trans>Check your voter status</Trans>
          </ExternalLink>
        </li>
        <li>
          <strong>{i18n._(words.notProtected)}</strong>{' '}
          <Trans>
            The state leaves such records out of the voter list it gives us, to protect those voters, so they
            cannot be verified here.
          </Trans>{' '}
          <ExternalLink href={info.registrationCheckUrl}>
            <Trans>Check your registration</Trans>
          </ExternalLink>
        </li>
      </ol>
    </>
  );
}
