import { results as resultFixtures } from '@rv/api/mocks';
import { nationalTotal } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareAction } from '../../components/ShareAction';
import { nationalPetition, PRODUCT_NAME } from '../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../storybook/StateGallery';
import { at } from '../../storybook/viewports';
import { ResultsSummary } from './ResultsSummary';

const asOf = resultFixtures.carbonFee.asOf;
const count = nationalTotal(resultFixtures.carbonFee);
const share = (
  <ShareAction
    page={{
      url: `https://registeredvoice.example.org/petitions/${nationalPetition.url}`,
      title: nationalPetition.uiTitle,
      text: `Support or oppose ${nationalPetition.uiTitle} on ${PRODUCT_NAME}.`,
    }}
    webShare={null}
  />
);

const meta = {
  title: 'Screens/Results Summary',
  component: ResultsSummary,
  args: {
    states: ['ca', 'fl'],
    results: { status: 'READY', data: { count, asOf } },
    onRetry: fn(),
    openDataPath: '/open-data',
    share,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ResultsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Stances of verified voters of California and Florida' });

export const Totals: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const summary = region(canvas);
    await expect(count).toEqual({ YES: 164208, NO: 98372 });
    await expect(summary).toHaveTextContent('Support164,208 (63%)');
    await expect(summary).toHaveTextContent('Oppose98,372 (37%)');
    // The fixture's 2026-11-20T17:04Z in the pinned time zone.
    await expect(summary).toHaveTextContent('Counted Nov 20, 2026, 5:04 PM UTC.');
    await expect(within(summary).getByRole('link', { name: 'Open data' })).toHaveAttribute(
      'href',
      '/open-data',
    );
    await expect(within(summary).getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

export const TotalsDesktop: Story = { ...at('desktop') };

/** A side that rounds to 0% or 100% but is not: "<1%" and ">99%". */
export const OneInAThousand: Story = {
  ...at('phone'),
  args: { results: { status: 'READY', data: { count: { YES: 1, NO: 999 }, asOf } } },
  play: async ({ canvas }) => {
    await expect(region(canvas)).toHaveTextContent('Support1 (<1%)Oppose999 (>99%)');
  },
};

/** A California state petition: only Californians count. */
export const StatePetition: Story = {
  ...at('phone'),
  args: { states: ['ca'], results: { status: 'READY', data: { count: { YES: 2, NO: 1 }, asOf } } },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Stances of verified voters of California' });
    await expect(summary).toHaveTextContent('Support2 (67%)');
    await expect(summary).toHaveTextContent('Oppose1 (33%)');
  },
};

/** Nobody has voiced a stance: zeros, no percentages, and it says so. */
export const ZeroVotes: Story = {
  ...at('phone'),
  args: { results: { status: 'READY', data: { count: { YES: 0, NO: 0 }, asOf } } },
  play: async ({ canvas }) => {
    const summary = region(canvas);
    await expect(summary).toHaveTextContent('No verified voter has voiced a stance on this petition yet.');
    await expect(summary).toHaveTextContent('Support0Oppose0');
    await expect(summary).not.toHaveTextContent('%');
  },
};

export const Loading: Story = {
  ...at('phone'),
  args: { results: { status: 'LOADING' } },
  play: async ({ canvas }) => {
    await expect(region(canvas)).toHaveTextContent('Counting stances...');
  },
};

export const FetchFailed: Story = {
  ...at('phone'),
  args: { results: { status: 'ERROR' } },
  play: async ({ canvas, args }) => {
    await expect(region(canvas)).toHaveTextContent('The totals could not be fetched.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  parameters: galleryParameters,
  render: (args) => (
    <StateGallery
      states={[
        { name: 'totals', node: <ResultsSummary {...args} /> },
        {
          name: 'one in a thousand',
          node: (
            <ResultsSummary
              {...args}
              results={{ status: 'READY', data: { count: { YES: 1, NO: 999 }, asOf } }}
            />
          ),
        },
        {
          name: 'zero votes',
          node: (
            <ResultsSummary
              {...args}
              results={{ status: 'READY', data: { count: { YES: 0, NO: 0 }, asOf } }}
            />
          ),
        },
        { name: 'loading', node: <ResultsSummary {...args} results={{ status: 'LOADING' }} /> },
        { name: 'fetch failed', node: <ResultsSummary {...args} results={{ status: 'ERROR' }} /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
};
