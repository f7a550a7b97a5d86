import { createHandlers, lookups } from '@rv/api/mocks';
import { site } from '@rv/catalogue';
import { classifyLookup, type LookupButtonState, type LookupForm, type LookupOutcome } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyApiClient } from '../../../storybook/callables';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { LookupResult } from '../LookupResult';
import { SignInHelpForm } from './SignInHelpForm';

// Ages are checked against a fixed day so the stories never change with the calendar.
const NOW = new Date('2026-11-22T12:00:00Z');
const FILLED = { first: 'MARIA', last: 'ALVAREZ', dob: '04/12/1985', zip: '95814' };

const meta = {
  title: 'Screens/Sign-in help/Form',
  component: SignInHelpForm,
  args: { buttonState: 'IDLE', onSubmit: fn(), onChange: fn(), onBack: fn(), now: NOW },
  parameters: { route: '/signin/help' },
} satisfies Meta<typeof SignInHelpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'FIND VOTER INFO' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'BACK' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
  },
};

export const EmptyDesktop: Story = { ...at('desktop') };

export const FormatsAsYouType: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    const first = canvas.getByLabelText('First Name');
    const dob = canvas.getByRole('textbox', { name: /Date of Birth/ });
    const zip = canvas.getByRole('textbox', { name: /Zip Code/ });
    await userEvent.type(first, 'maria');
    await expect(first).toHaveValue('MARIA');
    // The slash is added after a complete month and day.
    await userEvent.type(dob, '04');
    await expect(dob).toHaveValue('04/');
    await userEvent.type(dob, '121985');
    await expect(dob).toHaveValue('04/12/1985');
    // A month over 12 is refused; a single month digit over 1 is zero-padded.
    await userEvent.clear(dob);
    await userEvent.type(dob, '13');
    await expect(dob).toHaveValue('1');
    await userEvent.clear(dob);
    await userEvent.type(dob, '4');
    await expect(dob).toHaveValue('04/');
    // February allows day 29 at most: a 3 cannot start a February day, so it is the 3rd.
    await userEvent.clear(dob);
    await userEvent.type(dob, '0230');
    await expect(dob).toHaveValue('02/03/');
    await userEvent.clear(dob);
    await userEvent.type(dob, '0229');
    await expect(dob).toHaveValue('02/29/');
    // Years start 18xx to 20xx: "17" is refused after the day.
    await userEvent.clear(dob);
    await userEvent.type(dob, '0101171');
    await expect(dob).toHaveValue('01/01/1');
    // Zip keeps digits only, at most 5, typed or pasted.
    await userEvent.type(zip, '9a5-8143');
    await expect(zip).toHaveValue('95814');
    await userEvent.clear(zip);
    await userEvent.paste(' 32801-1234');
    await expect(zip).toHaveValue('32801');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ first: 'MARIA', zip: '32801' }),
    );
  },
};

/** The note under the date of birth after a refused key (the screenshot of that state). */
export const DateOfBirthKeyRefusedNote: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: {
    defaultValue: { ...FILLED, dob: '1' },
    defaultDobRefusal: { reason: 'NO_SUCH_MONTH', month: '13' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Date of Birth/ })).toHaveAccessibleDescription(
      'MM/DD/YYYY There is no month 13. Type the month as two digits, from 01 to 12.',
    );
  },
};

export const DateOfBirthKeyRefusedNoteInSpanish: Story = {
  ...DateOfBirthKeyRefusedNote,
  globals: { ...DateOfBirthKeyRefusedNote.globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No existe el mes 13. Escriba el mes con dos dígitos, del 01 al 12.'),
    ).toBeVisible();
  },
};

/** A refused date-of-birth key is explained at once, never a silent change (decision 0060). */
export const DateOfBirthKeyRefused: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const dob = canvas.getByRole('textbox', { name: /Date of Birth/ });
    await userEvent.type(dob, '13');
    await expect(dob).toHaveValue('1');
    await expect(dob).toHaveAccessibleDescription(
      'MM/DD/YYYY There is no month 13. Type the month as two digits, from 01 to 12.',
    );
    // Not an error: the value is still a good beginning.
    await expect(dob).not.toHaveAttribute('aria-invalid');
    // The next key taken clears the note.
    await userEvent.type(dob, '1');
    await expect(dob).toHaveValue('11/');
    await expect(dob).toHaveAccessibleDescription('MM/DD/YYYY');
    await userEvent.type(dob, '35');
    await expect(dob).toHaveValue('11/3');
    await expect(canvas.getByText('There is no day 35 in month 11. Type a day from 01 to 30.')).toBeVisible();
    await userEvent.type(dob, '0/90');
    await expect(dob).toHaveValue('11/30/');
    await expect(
      canvas.getByText('Type the year of birth with all four digits, from 1800 to 2029, for example 1990.'),
    ).toBeVisible();
    // A pasted impossible date is refused whole, saying the first thing wrong.
    await userEvent.clear(dob);
    await userEvent.paste('13451990');
    await expect(dob).toHaveValue('');
    await expect(
      canvas.getByText('There is no month 13. Type the month as two digits, from 01 to 12.'),
    ).toBeVisible();
  },
};

export const ButtonEnablement: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'FIND VOTER INFO' });
    await userEvent.type(canvas.getByLabelText('First Name'), 'maria ');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'alvarez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Date of Birth/ }), '04121985');
    const zip = canvas.getByRole('textbox', { name: /Zip Code/ });
    await userEvent.type(zip, '9581');
    // Four zip digits are not enough.
    await expect(button).toBeDisabled();
    await userEvent.type(zip, '4');
    await expect(button).toBeEnabled();
    // A last name of spaces counts as empty.
    const last = canvas.getByLabelText('Last Name');
    await userEvent.clear(last);
    await userEvent.type(last, '   ');
    await expect(button).toBeDisabled();
    await userEvent.clear(last);
    await userEvent.type(last, 'alvarez');
    await userEvent.click(button);
    // Trimmed and upper-cased on submit.
    await expect(args.onSubmit).toHaveBeenCalledWith(FILLED);
  },
};

export const UnderMinimumAge: Story = {
  ...at('phone'),
  args: { defaultValue: { ...FILLED, dob: '01/01/2015' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'FIND VOTER INFO' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You must be at least 18 years old to use this site.',
    );
    await expect(canvas.getByRole('textbox', { name: /Date of Birth/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  ...at('phone'),
  args: { defaultValue: FILLED, buttonState: 'LOADING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'FIND VOTER INFO' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Looking up your voter registration...');
  },
};

export const CallFailed: Story = {
  ...at('phone'),
  args: { defaultValue: FILLED, buttonState: 'ERROR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some error occurred. Please try again.');
    await expect(canvas.getByRole('button', { name: 'FIND VOTER INFO' })).toBeEnabled();
  },
};

export const LookupsUsedUp: Story = {
  ...at('phone'),
  args: { defaultValue: FILLED, buttonState: 'LIMITED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many look-ups for this name and zip code for now. Try again later, or call or write to us (below): we can help you find your registration.',
    );
    // The help line and e-mail are on the same page.
    await expect(
      canvas.getByRole('link', { name: new RegExp(site.contact.helpPhone.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
  },
};

/** The server said how long: the wait is worded in the page's language. */
export const LookupsUsedUpWithTheWait: Story = {
  ...at('phone'),
  args: { defaultValue: FILLED, buttonState: 'LIMITED', retryAfterSeconds: 25 * 60 + 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many look-ups for now. Try again in 26 minutes, or call or write to us (below): we can help you find your registration.',
    );
  },
};

const ZIP_RANGES = { ca: site.states.ca.zipRange, fl: site.states.fl.zipRange } as const;

/**
 * Story-only wiring of the form to getVoterContact through the @rv/api client (the story's MSW
 * handlers answer), as the app does: a zip outside CA/FL is INVALID_STATE with no call; a
 * failed call puts the button in its error state; an answer shows its result screen.
 */
function HelpFormFromApi({ now }: { now: Date }) {
  const [buttonState, setButtonState] = useState<LookupButtonState>('IDLE');
  const [result, setResult] = useState<{ outcome: LookupOutcome; submitted: LookupForm } | null>(null);
  const submit = (form: LookupForm) => {
    const local = classifyLookup(form.zip, null, ZIP_RANGES);
    if (local.classification === 'INVALID_STATE') {
      setResult({ outcome: local, submitted: form });
      return;
    }
    setButtonState('LOADING');
    storyApiClient()
      .getVoterContact(form)
      .then((response) =>
        setResult({ outcome: classifyLookup(form.zip, response, ZIP_RANGES), submitted: form }),
      )
      .catch(() => setButtonState('ERROR'));
  };
  if (result) {
    return (
      <LookupResult
        outcome={result.outcome}
        submitted={result.submitted}
        onBack={fn()}
        onEdit={fn()}
        onClear={fn()}
        onRetry={fn()}
      />
    );
  }
  return (
    <SignInHelpForm
      defaultValue={FILLED}
      buttonState={buttonState}
      onSubmit={submit}
      onBack={fn()}
      now={now}
    />
  );
}

const findVoterInfo = async (canvas: {
  getByRole: (role: 'button', options: { name: string }) => HTMLElement;
}) => userEvent.click(canvas.getByRole('button', { name: 'FIND VOTER INFO' }));

export const FromApiActiveWithContact: Story = {
  ...at('phone'),
  render: (args) => <HelpFormFromApi now={args.now ?? NOW} />,
  parameters: {
    msw: {
      handlers: { callables: createHandlers({ getVoterContact: { result: lookups.activeWithContact } }) },
    },
  },
  play: async ({ canvas }) => {
    await findVoterInfo(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your phone/email on file' }),
    ).toBeVisible();
    await expect(canvas.getByText('(•••) •••-0123')).toBeVisible();
  },
};

export const FromApiInactive: Story = {
  ...at('phone'),
  render: (args) => <HelpFormFromApi now={args.now ?? NOW} />,
  parameters: {
    msw: { handlers: { callables: createHandlers({ getVoterContact: { result: lookups.inactive } }) } },
  },
  play: async ({ canvas }) => {
    await findVoterInfo(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your voter registration is inactive' }),
    ).toBeVisible();
  },
};

export const FromApiLoading: Story = {
  ...at('phone'),
  render: (args) => <HelpFormFromApi now={args.now ?? NOW} />,
  parameters: { msw: { handlers: { callables: createHandlers({ getVoterContact: 'loading' }) } } },
  play: async ({ canvas }) => {
    await findVoterInfo(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Looking up your voter registration...',
    );
    await expect(canvas.getByRole('button', { name: 'FIND VOTER INFO' })).toBeDisabled();
  },
};

export const FromApiCallFails: Story = {
  ...at('phone'),
  render: (args) => <HelpFormFromApi now={args.now ?? NOW} />,
  parameters: { msw: { handlers: { callables: createHandlers({ getVoterContact: 'internal' }) } } },
  play: async ({ canvas }) => {
    await findVoterInfo(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some error occurred. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'FIND VOTER INFO' })).toBeEnabled();
  },
};

// The handler would fail the call; a zip outside CA/FL never reaches it.
export const FromApiZipOutsideCaFl: Story = {
  ...at('phone'),
  render: (args) => <HelpFormFromApi now={args.now ?? NOW} />,
  parameters: { msw: { handlers: { callables: createHandlers({ getVoterContact: 'internal' }) } } },
  play: async ({ canvas }) => {
    const zip = canvas.getByRole('textbox', { name: /Zip Code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '10001');
    await findVoterInfo(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Zip code outside California and Florida' }),
    ).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Idle', node: <SignInHelpForm {...args} /> },
        { name: 'Loading', node: <SignInHelpForm {...args} defaultValue={FILLED} buttonState="LOADING" /> },
        { name: 'Error', node: <SignInHelpForm {...args} defaultValue={FILLED} buttonState="ERROR" /> },
        {
          name: 'Look-ups used up',
          node: <SignInHelpForm {...args} defaultValue={FILLED} buttonState="LIMITED" />,
        },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
