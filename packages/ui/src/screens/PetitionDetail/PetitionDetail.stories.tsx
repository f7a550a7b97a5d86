import { stateResults } from '@rv/api/mocks';
import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import { stanceEligibility, stateTotal } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type screen, userEvent, within } from 'storybook/test';
import {
  californiaStatePetition,
  californiaVoter,
  cityPetition,
  floridaVoter,
} from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { StateTotalResults } from '../Results';
import { PetitionDetail } from './PetitionDetail';
import { national, petitionDetailMeta } from './petitionDetailStories';

// The petition page: its text and stances tabs, who may take a stance, the bills. Saving a
// stance: SavingAStance.stories.tsx.

const meta = {
  title: 'Screens/PetitionDetail',
  component: PetitionDetail,
  ...petitionDetailMeta,
} satisfies Meta<typeof PetitionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'VIEW ALL PETITIONS' })).toHaveAttribute(
      'href',
      '/petitions',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: national.uiTitle })).toBeVisible();
    await expect(canvas.getByText(national.subtitle)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveAttribute('aria-selected', 'true');
    const bar = canvas.getByRole('region', { name: 'Your stance' });
    await expect(bar).toHaveTextContent('Sign in to voice your opinion:');
    // SIGN IN comes back to this petition (docs/product/session.md#returning-after-sign-in).
    await expect(within(bar).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
      'href',
      `/signin?next=%2Fpetitions%2F${national.url}`,
    );
  },
};

export const SignedOutDesktop: Story = { ...at('desktop') };

export const TabsByMouseAndKeyboard: Story = {
  ...at('tablet'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Stances' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Petition Stances' })).toHaveTextContent('TOTAL');
    // The action bar sits under the Petition Text only.
    await expect(canvas.queryByRole('region', { name: 'Your stance' })).toBeNull();
    // Arrow keys move between tabs (Radix Tabs, WAI-ARIA tabs pattern).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toBeVisible();
  },
};

/** Scrolls the page to its end and answers whether the petition text ends above the action bar. */
async function textEndsAboveBar(canvas: { getByRole: typeof screen.getByRole }) {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const text = canvas.getByRole('tabpanel', { name: 'Petition Text' }).getBoundingClientRect();
  const bar = canvas.getByRole('region', { name: 'Your stance' }).getBoundingClientRect();
  return text.bottom <= bar.top;
}

// Scrolled to the end, the whole text is readable above the action bar, also after a visit to
// the stances tab (the bar leaves the page meanwhile and comes back).
export const TextEndAfterStances: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(await textEndsAboveBar(canvas)).toBe(true);
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Stances' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Text' }));
    await expect(await textEndsAboveBar(canvas)).toBe(true);
  },
};

export const IneligibleOtherState: Story = {
  ...at('phone'),
  args: {
    // A Florida voter on a California state petition.
    petition: californiaStatePetition,
    eligibility: stanceEligibility(floridaVoter, californiaStatePetition.jurisdiction),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toHaveTextContent(
      'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
    );
    await expect(canvas.queryByRole('button', { name: 'Support' })).toBeNull();
  },
};

export const IneligibleCityPetition: Story = {
  ...at('phone'),
  args: {
    petition: cityPetition,
    eligibility: stanceEligibility(californiaVoter, cityPetition.jurisdiction),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toHaveTextContent(
      'You cannot participate on city petitions',
    );
  },
};

export const EligibleNoStance: Story = {
  ...at('phone'),
  args: { eligibility: stanceEligibility(floridaVoter, national.jurisdiction) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Oppose' }));
    await expect(args.onStance).toHaveBeenCalledWith('NO');
  },
};

export const EligibleWithStance: Story = {
  ...at('desktop'),
  args: { eligibility: stanceEligibility(californiaVoter, national.jurisdiction), currentStance: 'YES' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'false');
    await expect(
      canvas.getByText('You support this petition. You can change or withdraw it at any time.'),
    ).toBeVisible();
  },
};

export const CaliforniaStatePetitionStances: Story = {
  ...at('phone'),
  args: {
    petition: californiaStatePetition,
    eligibility: stanceEligibility(californiaVoter, californiaStatePetition.jurisdiction),
    defaultTab: 'stances',
    stances: (
      <StateTotalResults
        stateName="California"
        results={{ status: 'READY', data: stateTotal(stateResults.california.stateAssembly) }}
        onRetry={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^California Total/ })).toBeVisible();
  },
};

export const StancesTab: Story = { ...at('phone'), args: { defaultTab: 'stances' } };

const permanentDst = petitions.find((p) => p.url === 'permanent-dst');
if (!permanentDst) throw new Error('The catalogue needs the permanent-dst petition for these stories.');

/** A cited bill that died with its Congress: said above the text, with the day the Congress ended. */
export const ExpiredBillNotice: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'H.R. 5744 expired without becoming law when the 118th Congress ended on January 3, 2025. A bill that is not passed must be introduced again in a new Congress.',
      ),
    ).toBeVisible();
  },
};

export const ExpiredBillNoticeInSpanish: Story = {
  ...ExpiredBillNotice,
  name: 'Expired bill notice (Español)',
  globals: { ...ExpiredBillNotice.globals, locale: 'es' },
  args: { petition: spanishPetitions.find((p) => p.url === national.url) ?? national },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'H.R. 5744 venció sin convertirse en ley cuando terminó el 118.º Congreso, el 3 de enero de 2025. Un proyecto de ley que no se aprueba tiene que volver a presentarse en un nuevo Congreso.',
      ),
    ).toBeVisible();
  },
};

/** While their Congress sits, the cited bills are live: no notice. From January 3, 2027, both expire. */
export const BillsOfTheSittingCongress: Story = {
  args: { petition: permanentDst, eligibility: stanceEligibility(null, permanentDst.jurisdiction) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/expired without becoming law/)).toBeNull();
  },
};

export const BillsAfterTheirCongressEnded: Story = {
  args: { ...BillsOfTheSittingCongress.args, now: new Date('2027-01-03T18:00:00Z') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^S\. 29 expired without becoming law when the 119th Congress ended on January 3, 2027/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^H\.R\. 139 expired without becoming law/)).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'YES',
    save: { status: 'FAILED', stance: 'NO' },
  },
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
  // The Spanish build's words of the same petition.
  args: { ...AllStates.args, petition: spanishPetitions.find((p) => p.url === national.url) ?? national },
};
