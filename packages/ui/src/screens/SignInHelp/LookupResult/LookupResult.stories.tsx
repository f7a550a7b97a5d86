import { lookups } from '@rv/api/mocks';
import { site } from '@rv/catalogue';
import { classifyLookup, type LookupOutcome } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { LookupResult, UPDATE_INSTRUCTIONS_PATH, VOTER_UPDATE_PATH } from './LookupResult';

const SUBMITTED = { first: 'MARIA', last: 'ALVAREZ', dob: '04/12/1985', zip: '95814' };
const ranges = { ca: site.states.ca.zipRange, fl: site.states.fl.zipRange } as const;
// Outcomes come from the shared getVoterContact fixtures through the domain's classifier.
const outcome = (response: unknown, zip = SUBMITTED.zip) => classifyLookup(zip, response, ranges);

const meta = {
  title: 'Screens/Sign-in help/Lookup result',
  component: LookupResult,
  args: {
    outcome: outcome(lookups.activeWithContact),
    submitted: SUBMITTED,
    onBack: fn(),
    onEdit: fn(),
    onClear: fn(),
    onRetry: fn(),
  },
  parameters: { route: '/signin/help/voter-info' },
} satisfies Meta<typeof LookupResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveHasContact: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your phone/email on file' })).toBeVisible();
    await expect(canvas.getByText('for MARIA ALVAREZ, 04/12/1985, 95814')).toBeVisible();
    // Contacts exactly as the server masked them.
    await expect(canvas.getByText('(•••) •••-0123')).toBeVisible();
    await expect(canvas.getByText('m•••@e•••.org')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: /Can't receive texts/ })).toHaveAttribute(
      'href',
      UPDATE_INSTRUCTIONS_PATH,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'edit the voter info' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'clear the voter info' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'BACK' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const ActiveHasContactDesktop: Story = { ...at('desktop') };

export const ActiveHasTwoPhones: Story = {
  ...at('phone'),
  args: { outcome: outcome(lookups.activeWithTwoContacts) },
};

export const ActiveNoContact: Story = {
  ...at('phone'),
  args: { outcome: outcome(lookups.activeNoContact) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No phone or email on file' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'UPDATE VOTER REGISTRATION' })).toHaveAttribute(
      'href',
      VOTER_UPDATE_PATH,
    );
  },
};

export const Inactive: Story = {
  ...at('phone'),
  args: { outcome: outcome(lookups.inactive) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('We found your voter registration, but its status is inactive.'),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  ...at('phone'),
  args: { outcome: outcome(lookups.notFound) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'No voter registration found' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit voter info' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const InvalidState: Story = {
  ...at('phone'),
  args: { outcome: outcome(null, '10001'), submitted: { ...SUBMITTED, zip: '10001' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This is not a California or Florida Zip Code. Registered Voice can only verify California and Florida voters at this time.',
      ),
    ).toBeVisible();
  },
};

export const LookupError: Story = {
  ...at('phone'),
  args: { outcome: outcome(null) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Some error occurred. Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// Every outcome's heading and paragraphs, word for word as docs/product/messages.md lists them.
const WORDS: readonly [LookupOutcome, string, readonly string[]][] = [
  [
    outcome(null, '10001'),
    'Zip code outside California and Florida',
    [
      'This is not a California or Florida Zip Code. Registered Voice can only verify California and Florida voters at this time.',
      'If you are registered in California or Florida, enter the zip code of the address on your voter registration.',
    ],
  ],
  [outcome(null), 'Something went wrong', ['Some error occurred. Please try again later.']],
  [
    outcome(lookups.notFound),
    'No voter registration found',
    [
      'We found no California or Florida voter registration with this name, date of birth and zip code.',
      'Check that the name is spelled as on your registration and that the zip code is the one of your registration address, then try again.',
      'If you are not registered yet, or have moved, you can register or update your registration.',
    ],
  ],
  [
    { classification: 'INACTIVE', inactiveCount: 1 },
    'Your voter registration is inactive',
    [
      'We found your voter registration, but its status is inactive.',
      'Only active voters can sign in. Updating your voter registration makes it active again.',
    ],
  ],
  [
    { classification: 'INACTIVE', inactiveCount: 3 },
    'Your voter registration is inactive',
    ['We found 3 matching voter registrations, but their status is inactive.'],
  ],
  [
    { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: ['(•••) •••-4567'], emails: [] },
    'Your phone/email on file',
    [
      'Your active voter registration has this phone number on file. Sign in by verifying it.',
      'If you no longer use it, update your voter registration with a phone number that receives texts or an email address.',
    ],
  ],
  [
    { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: [], emails: ['j•••@g•••.com'] },
    'Your phone/email on file',
    ['Your active voter registration has this email on file. Sign in by verifying it.'],
  ],
  [
    outcome(lookups.activeWithContact),
    'Your phone/email on file',
    ['Your active voter registration has these contacts on file. Sign in by verifying one of them.'],
  ],
  [
    outcome(lookups.activeNoContact),
    'No phone or email on file',
    [
      'Your voter registration is active, but it has no phone number or email on file.',
      'To sign in, your registration needs a phone number that receives texts or an email address. Update your voter registration to add one.',
    ],
  ],
];

export const WordForWord: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  render: (args) => (
    <StateGallery
      states={WORDS.map(([each], index) => ({
        name: String(index),
        node: <LookupResult {...args} outcome={each} />,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    for (const [index, [, heading, paragraphs]] of WORDS.entries()) {
      const page = within(canvas.getByRole('region', { name: `State: ${index}` }));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const paragraph of paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
    }
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'ACTIVE_HAS_CONTACT', node: <LookupResult {...args} /> },
        {
          name: 'ACTIVE_NO_CONTACT',
          node: <LookupResult {...args} outcome={outcome(lookups.activeNoContact)} />,
        },
        { name: 'INACTIVE', node: <LookupResult {...args} outcome={outcome(lookups.inactive)} /> },
        { name: 'NOT_FOUND', node: <LookupResult {...args} outcome={outcome(lookups.notFound)} /> },
        { name: 'INVALID_STATE', node: <LookupResult {...args} outcome={outcome(null, '10001')} /> },
        { name: 'ERROR', node: <LookupResult {...args} outcome={outcome(null)} /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
