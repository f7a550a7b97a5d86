import type { VoterRecord } from '@rv/api';
import { createHandlers } from '@rv/api/mocks';
import { type Petition, petitions } from '@rv/catalogue';
import { myStancesList } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  WITHDRAW_CANCEL,
  WITHDRAW_CONFIRM,
  WITHDRAW_FAILED_MESSAGE,
  WITHDRAW_TITLE,
  WITHDRAWING_MESSAGE,
  withdrawnMessage,
} from '../../components/WithdrawStance';
import { storyApiClient } from '../../storybook/callables';
import {
  californiaStatePetition,
  californiaVoter,
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
  type MyStancesView,
  NO_STANCES,
  type PetitionWithdrawal,
  SIGNED_OUT_PROMPT,
} from './MyStances';

// The catalogue's national petitions and made-up state and city ones, so the list shows what a
// California voter may answer (national and California) and what they may not (Florida, a city).
const allPetitions: readonly Petition[] = [
  ...petitions,
  californiaStatePetition,
  floridaStatePetition,
  cityPetition,
];
const [carbonFee, dst] = petitions;
if (!carbonFee || !dst) throw new Error('These stories need the catalogue’s two national petitions.');

/** Maria (CA): Support on the carbon fee (fixture), Oppose on the California petition. */
const maria: VoterRecord = {
  ...californiaVoter,
  stances: {
    ...californiaVoter.stances,
    [californiaStatePetition.petitionKey]: {
      currentStance: { stance: 'NO', at: '2026-11-20T02:05:00.000Z' },
      history: [{ stance: 'NO', at: '2026-11-20T02:05:00.000Z' }],
    },
  },
};
const answeredAll: VoterRecord = {
  ...maria,
  stances: {
    ...maria.stances,
    [dst.petitionKey]: {
      currentStance: { stance: 'YES', at: '2026-11-21T18:40:00.000Z' },
      history: [{ stance: 'YES', at: '2026-11-21T18:40:00.000Z' }],
    },
  },
};

const ready = (voter: VoterRecord, list: readonly Petition[] = allPetitions): MyStancesView => ({
  status: 'READY',
  list: myStancesList(voter, list),
});

const meta = {
  title: 'Screens/MyStances',
  component: MyStances,
  args: {
    view: ready(maria),
    withdrawal: { status: 'IDLE' },
    onWithdraw: fn(),
    onRetry: fn(),
    // Fixed, so "Recorded …" reads the same on every machine.
    timeZone: 'America/Los_Angeles',
  },
  parameters: { route: '/my-stances' },
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

export const ConfirmWithdraw: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    const withdraw = canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` });
    await userEvent.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { name: WITHDRAW_TITLE });
    await expect(dialog).toHaveTextContent(`You support ${carbonFee.uiTitle}.`);
    // Focus starts on keeping the stance, so Enter never withdraws by accident.
    await expect(within(dialog).getByRole('button', { name: WITHDRAW_CANCEL })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await waitFor(() => expect(withdraw).toHaveFocus());
    // Asked again and confirmed: the page is told which petition.
    await userEvent.click(withdraw);
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(carbonFee);
  },
};

export const Withdrawing: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'WITHDRAWING', petition: carbonFee } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const { [carbonFee.petitionKey]: _withdrawn, ...withoutCarbonFee } = maria.stances;
const withdrawnCarbonFee: VoterRecord = { ...maria, stances: withoutCarbonFee };

export const Withdrawn: Story = {
  ...at('phone'),
  args: { view: ready(withdrawnCarbonFee), withdrawal: { status: 'WITHDRAWN', petition: carbonFee } },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(withdrawnMessage(carbonFee.uiTitle));
    await waitFor(() => expect(message).toHaveFocus());
    // The petition is offered again below.
    await expect(
      within(canvas.getByRole('region', { name: 'Not answered yet' })).getByRole('link', {
        name: carbonFee.uiTitle,
      }),
    ).toBeVisible();
  },
};

export const WithdrawFailed: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED', petition: carbonFee } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WITHDRAW_FAILED_MESSAGE);
    // Try again withdraws the same stance at once: the voter already confirmed.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(carbonFee);
  },
};

/** Refused by the voter's change limit: nothing to retry, only when. */
export const WithdrawRefusedByChangeLimit: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED', petition: carbonFee, retryAfterSeconds: 3 * 3600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${carbonFee.uiTitle}: You have changed your stance on this petition many times in the last day, so this change was not made. Your stance stays as it was; you can change it again in 3 hours.`,
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
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

/**
 * Withdrawing as the app wires it, through the @rv/api client: the story's MSW handlers answer
 * withdrawStance, and the returned record (without the petition) updates the list.
 */
function WithdrawThroughApi() {
  // The handler answers with the fixture voter, so the story starts from it too.
  const [voter, setVoter] = useState<VoterRecord>(californiaVoter);
  const [withdrawal, setWithdrawal] = useState<PetitionWithdrawal>({ status: 'IDLE' });
  const onWithdraw = (petition: Petition) => {
    setWithdrawal({ status: 'WITHDRAWING', petition });
    storyApiClient()
      .withdrawStance({ voterId: voter.voterId, fireDbPetition: petition.petitionKey })
      .then((record) => {
        setVoter(record);
        setWithdrawal({ status: 'WITHDRAWN', petition });
      })
      .catch(() => setWithdrawal({ status: 'FAILED', petition }));
  };
  return (
    <MyStances
      view={ready(voter)}
      withdrawal={withdrawal}
      onWithdraw={onWithdraw}
      onRetry={() => undefined}
      timeZone="America/Los_Angeles"
    />
  );
}

export const WithdrawThroughApiSucceeds: Story = {
  ...at('phone'),
  render: () => <WithdrawThroughApi />,
  parameters: {
    msw: { handlers: { callables: createHandlers({ withdrawStance: 'slow' }, { slowMs: 500 }) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toBeInTheDocument();
    // The busy overlay hides the page from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const message = await canvas.findByText(withdrawnMessage(carbonFee.uiTitle));
    await waitFor(() => expect(message).toHaveFocus());
    // Her only stance is gone from the list and the petition is offered again below.
    await expect(canvas.getByRole('region', { name: 'Your stances, latest first' })).toHaveTextContent(
      NO_STANCES,
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Not answered yet' })).getByRole('link', {
        name: carbonFee.uiTitle,
      }),
    ).toBeVisible();
  },
};

export const WithdrawThroughApiFails: Story = {
  ...at('phone'),
  render: () => <WithdrawThroughApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ withdrawStance: 'internal' }) } } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WITHDRAW_FAILED_MESSAGE);
    // The stance is kept.
    await expect(canvas.getByText('You support this petition.')).toBeVisible();
  },
};
