import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { TextLink } from '../../components/TextLink';

/** The selector's options (docs/product/screens.md#petition-list). */
export const STATE_SELECTOR_OPTIONS = ['SELECT', 'CA', 'FL', 'OTHER'] as const;
export type StateSelectorOption = (typeof STATE_SELECTOR_OPTIONS)[number];

const STATE_NAMES = { CA: 'California', FL: 'Florida' } as const;
/** SELECT and OTHER in words; CA and FL are the states' own abbreviations in both languages. */
const OPTION_LABELS = {
  SELECT: msg({ message: 'SELECT', comment: 'the first option of a list, in capitals: no state chosen yet' }),
  CA: null,
  FL: null,
  OTHER: msg({ message: 'OTHER', comment: 'an option of a list of states, in capitals: another state' }),
} as const;

/**
 * A slide-in with a selector SELECT, CA, FL, OTHER, which answers who can voice an
 * opinion: CA and FL voters can sign in; others can browse
 * (docs/decisions/0062-small-wording-and-date-rules.md).
 */
export function StateSelector({ defaultValue = 'SELECT' }: { defaultValue?: StateSelectorOption }) {
  const [value, setValue] = useState<StateSelectorOption>(defaultValue);
  const { t, i18n } = useLingui();
  const optionLabel = (option: StateSelectorOption) => {
    const words = OPTION_LABELS[option];
    return words ? i18n._(words) : option;
  };
  return (
    <>
      <SelectField
        label={t`The state where you are registered to vote`}
        value={value}
        options={STATE_SELECTOR_OPTIONS.map((option) => ({ value: option, label: optionLabel(option) }))}
        onChange={setValue}
      />
      <div aria-live="polite">
        <Answer value={value} />
      </div>
    </>
  );
}

function Answer({ value }: { value: StateSelectorOption }) {
  switch (value) {
    case 'SELECT':
      return null;
    case 'CA':
    case 'FL': {
      const state = STATE_NAMES[value];
      return (
        <p>
          <Trans>
            {state} voters can <TextLink to="/signin">sign in</TextLink> with the phone or e-mail on their
            voter registration and voice their opinion on national and {state} petitions.
          </Trans>
        </p>
      );
    }
    case 'OTHER':
      return (
        <p>
          <Trans>
            Only California and Florida voters can sign in at this time. You can still read every petition and
            its results.
          </Trans>
        </p>
      );
    default:
      return value satisfies never;
  }
}
