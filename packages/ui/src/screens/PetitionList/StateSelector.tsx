import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { TextLink } from '../../components/TextLink';

/** The selector's options (docs/product/screens.md#petition-list). */
export const STATE_SELECTOR_OPTIONS = ['SELECT', 'CA', 'FL', 'OTHER'] as const;
export type StateSelectorOption = (typeof STATE_SELECTOR_OPTIONS)[number];

const STATE_NAMES = { CA: 'California', FL: 'Florida' } as const;

/**
 * A slide-in with a selector SELECT, CA, FL, OTHER, which answers who can voice an
 * opinion: CA and FL voters can sign in; others can browse (decision, 2026-11-22).
 */
export function StateSelector({ defaultValue = 'SELECT' }: { defaultValue?: StateSelectorOption }) {
  const [value, setValue] = useState<StateSelectorOption>(defaultValue);
  return (
    <>
      <SelectField
        label="The state where you are registered to vote"
        value={value}
        options={STATE_SELECTOR_OPTIONS.map((option) => ({ value: option, label: option }))}
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
    case 'FL':
      return (
        <p>
          {STATE_NAMES[value]} voters can <TextLink to="/signin">sign in</TextLink> with the phone or e-mail
          on their voter registration and voice their opinion on national and {STATE_NAMES[value]} petitions.
        </p>
      );
    case 'OTHER':
      return (
        <p>
          Only California and Florida voters can sign in at this time. You can still read every petition and
          its results.
        </p>
      );
    default:
      return value satisfies never;
  }
}
