import { site, type VoterListDatesFound, voterListAsOf } from '@rv/catalogue';
import { formatLongDate, STATES, type StateCode } from '@rv/domain';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { ExternalLink } from '../../../components/TextLink';
import * as styles from './Eligibility.css';

/** The overlay's state choices (docs/product/screens.md#eligibility-overlay: California, Florida or any other). */
export const ELIGIBILITY_CHOICES = ['SELECT', 'ca', 'fl', 'OTHER'] as const;
export type EligibilityChoice = (typeof ELIGIBILITY_CHOICES)[number];

const CHOICE_LABELS: Record<EligibilityChoice, string> = {
  SELECT: 'SELECT',
  ca: 'California',
  fl: 'Florida',
  OTHER: 'Any other state',
};

export const OTHER_STATE_MESSAGE = 'Only California and Florida voters can sign in at this time.';

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
  const [choice, setChoice] = useState<EligibilityChoice>(defaultChoice);
  return (
    <div className={styles.stack}>
      <SelectField
        label="The state where you are registered to vote"
        value={choice}
        options={ELIGIBILITY_CHOICES.map((value) => ({ value, label: CHOICE_LABELS[value] }))}
        onChange={setChoice}
      />
      <div aria-live="polite">
        {choice === 'SELECT' ? null : choice === 'OTHER' ? (
          <p>{OTHER_STATE_MESSAGE} You can still read every petition, its results and the Voter Guide.</p>
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
  const name = STATES[state].name;
  const protection = info.recordProtection;
  return (
    <>
      <p>You can sign in as a {name} voter when all four of these are true:</p>
      <ol className={styles.conditions}>
        <li>
          <strong>
            {asOf
              ? `You were registered to vote as of ${formatLongDate(asOf)}, the date of our ${name} voter list.`
              : `You were registered to vote when the state made our ${name} voter list.`}
          </strong>{' '}
          New registrations and changes reach our list {info.voterList.updateLag} after they are made.{' '}
          <ExternalLink href={info.registrationCheckUrl}>Check your registration</ExternalLink>
        </li>
        <li>
          <strong>
            Your registration includes a phone number that can receive text messages, or an e-mail address.
          </strong>{' '}
          That is what you verify to sign in.{' '}
          <ExternalLink href={info.registrationUpdateUrl}>
            Add a phone or e-mail to your registration
          </ExternalLink>
        </li>
        <li>
          <strong>Your voter status is active.</strong> In {name}, a registration is made inactive for this
          reason: {info.inactiveRule}. Updating the registration makes it active again.{' '}
          <ExternalLink href={info.registrationCheckUrl}>Check your voter status</ExternalLink>
        </li>
        <li>
          <strong>Your voter information is not {protection}.</strong> The state leaves such records out of
          the voter list it gives us, to protect those voters, so they cannot be verified here.{' '}
          <ExternalLink href={info.registrationCheckUrl}>Check your registration</ExternalLink>
        </li>
      </ol>
    </>
  );
}
