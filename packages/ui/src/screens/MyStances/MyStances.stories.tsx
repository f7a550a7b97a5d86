import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  californiaStatePetition,
  cityPetition,
  floridaStatePetition,
  floridaVoter,
} from '../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../storybook/StateGallery';
import { at } from '../../storybook/viewports';
import { yourRepresentatives } from '../VoterGuide/VoterGuide/guideSeat';
import {
  ALL_ANSWERED,
  LOAD_FAILED_TITLE,
  LOADING_MESSAGE,
  MyStances,
  NO_STANCES,
  SIGNED_OUT_PROMPT,
} from './MyStances';
import {
  answeredAll,
  carbonFee,
  dst,
  maria,
  myStancesMeta,
  ready,
  withdrawnCarbonFee,
} from './myStancesStories';

// My stances: the list, the voter's members, loading, failing, signed out. Withdrawing a stance:
// WithdrawingAStance.stories.tsx.

const meta = {
  title: 'Screens/MyStances',
  component: MyStances,
  ...myStancesMeta,
} satisfies Meta<typeof MyStances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My stances' })).toBeVisible();
    const answered = within(canvas.getByRole('region', { name: 'Your stances, latest first' }));
    // Latest first: the California petition (Nov 19, 6:05 PM in Los Angeles), then the carbon fee.
    await expect(answered.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      californiaStatePetition.uiTitle,
      carbonFee.uiTitle,
    ]);
    await expect(answered.getByText('You oppose this petition.')).toBeVisible();
    await expect(answered.getByText('You support this petition.')).toBeVisible();
    await expect(answered.getByText(/^November 19, 2026 at 6:05\sPM PST$/)).toHaveAttribute(
      'datetime',
      '2026-11-20T02:05:00.000Z',
    );
    await expect(
      answered.getByRole('link', { name: `Change your stance on ${carbonFee.uiTitle}` }),
    ).toHaveAttribute('href', `/petitions/${carbonFee.url}`);
    await expect(
      answered.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    ).toBeVisible();
    // Below: what she may still answer; never another state's petition nor a city's.
    const unanswered = within(canvas.getByRole('region', { name: 'Not answered yet' }));
    await expect(unanswered.getAllByRole('link').map((a) => a.textContent)).toEqual([dst.uiTitle]);
  },
};

export const ListDesktop: Story = { ...at('desktop') };

/** Under the stances, the voter's members of Congress, each linked to their page. */
export const WithYourMembers: Story = {
  ...at('phone'),
  args: { view: ready(maria), representatives: yourRepresentatives(maria, new Date('2026-11-22T12:00:00Z')) },
  play: async ({ canvas }) => {
    const members = within(canvas.getByRole('region', { name: 'Your members of Congress' }));
    await expect(members.getByRole('link', { name: 'Alex Padilla' })).toHaveAttribute(
      'href',
      '/legislators/alex-padilla',
    );
    await expect(members.getByRole('link', { name: 'Adam B. Schiff' })).toHaveAttribute(
      'href',
      '/legislators/adam-schiff',
    );
    await expect(members.getByRole('link', { name: 'Doris O. Matsui' })).toHaveAttribute(
      'href',
      '/legislators/doris-matsui',
    );
    await expect(members.getAllByRole('listitem')[2]).toHaveTextContent('CA-7: Doris O. Matsui');
  },
};

/**
 * Her district is on the new map (a 2026 California file) and its members have not taken office:
 * her senators are listed, and a note says why her representative is not.
 */
const NEW_MAP_NOW = new Date('2026-11-22T12:00:00Z');
const onNewMap = { ...maria, district: '34', districtPlan: 'ca-legislature-2025' };
export const WithYourMembersOnANewMap: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: {
    view: ready(onNewMap),
    representatives: yourRepresentatives(onNewMap, NEW_MAP_NOW),
    ownDistrict: { voter: onNewMap, now: NEW_MAP_NOW },
  },
  play: async ({ canvas }) => {
    const members = within(canvas.getByRole('region', { name: 'Your members of Congress' }));
    await expect(members.getAllByRole('listitem')).toHaveLength(2);
    await expect(members.queryByRole('link', { name: 'Jimmy Gomez' })).toBeNull();
    await expect(members.getByTestId('district-plan-notice')).toHaveTextContent(
      'Your congressional district from the 2026 election on is CA-34',
    );
  },
};

export const AllAnswered: Story = {
  ...at('phone'),
  args: { view: ready(answeredAll) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Not answered yet' })).toHaveTextContent(ALL_ANSWERED);
  },
};

export const UnansweredOnly: Story = {
  ...at('phone'),
  args: { view: ready(floridaVoter) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your stances, latest first' })).toHaveTextContent(
      NO_STANCES,
    );
    const unanswered = within(canvas.getByRole('region', { name: 'Not answered yet' }));
    await expect(unanswered.getAllByRole('link').map((a) => a.textContent)).toEqual([
      carbonFee.uiTitle,
      dst.uiTitle,
      floridaStatePetition.uiTitle,
    ]);
  },
};

// Nothing answered and nothing open to the voter (only a city petition listed).
export const Empty: Story = {
  ...at('phone'),
  args: { view: ready(floridaVoter, [cityPetition]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_STANCES)).toBeVisible();
    await expect(canvas.getByText(ALL_ANSWERED)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: cityPetition.uiTitle })).toBeNull();
  },
};

export const SignedOut: Story = {
  ...at('phone'),
  args: { view: { status: 'SIGNED_OUT' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SIGNED_OUT_PROMPT)).toBeVisible();
    // Sign-in is asked to come back here.
    await expect(canvas.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fmy-stances',
    );
  },
};

export const Loading: Story = {
  ...at('phone'),
  args: { view: { status: 'LOADING' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
  },
};

export const LoadFailed: Story = {
  ...at('phone'),
  args: { view: { status: 'ERROR' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_FAILED_TITLE);
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'List', node: <MyStances {...args} /> },
        {
          name: 'Withdrawn',
          node: (
            <MyStances
              {...args}
              view={ready(withdrawnCarbonFee)}
              withdrawal={{ status: 'WITHDRAWN', petition: carbonFee }}
            />
          ),
        },
        {
          name: 'Withdraw failed',
          node: <MyStances {...args} withdrawal={{ status: 'FAILED', petition: carbonFee }} />,
        },
        { name: 'Unanswered only', node: <MyStances {...args} view={ready(floridaVoter)} /> },
        { name: 'Signed out', node: <MyStances {...args} view={{ status: 'SIGNED_OUT' }} /> },
        { name: 'Load failed', node: <MyStances {...args} view={{ status: 'ERROR' }} /> },
      ]}
    />
  ),
};

/** The same states in Spanish (the petitions' own words stay as the stories give them). */
export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
