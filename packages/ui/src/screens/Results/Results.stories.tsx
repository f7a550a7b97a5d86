import type { StancesByDistrict } from '@rv/api';
import { createHandlers, results as resultFixtures, stateResults } from '@rv/api/mocks';
import {
  LEGISLATOR_STANCE_ABBREVIATIONS,
  LEGISLATOR_STANCE_LABELS,
  LEGISLATOR_STANCES,
  stateTotal,
} from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ANNOUNCER_ID } from '../../components/Announcer';
import { storyApiClient } from '../../storybook/callables';
import { at } from '../../storybook/viewports';
import type { ResultsFetch } from './FetchStatus';
import { FederalResults } from './Results';
import {
  california,
  counts,
  florida,
  fmt,
  model,
  national,
  resultsArgs,
  resultsFrame,
  resultsParameters,
} from './resultsStories';
import { StateTotalResults } from './StateTotalResults';

// The national results: the states, their districts, loading and failing, the totals and counts
// too few to publish. The side panels: ResultsPanels.stories.tsx; counts on a new district map:
// ResultsOnTheNewMap.stories.tsx.

const meta = {
  title: 'Screens/Results',
  component: FederalResults,
  args: resultsArgs,
  parameters: resultsParameters,
  decorators: [resultsFrame],
} satisfies Meta<typeof FederalResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NationalDesktop: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const caRow = canvas.getByRole('row', { name: /^California/ });
    const caTotal = counts.ca.TOTAL;
    await expect(caRow).toHaveTextContent(fmt(caTotal?.YES ?? -1));
    await expect(caRow).toHaveTextContent(fmt(caTotal?.NO ?? -1));
    // Both senators with their stance abbreviations.
    for (const senator of california.senators) {
      await expect(within(caRow).getByRole('button', { name: senator.shortName })).toBeVisible();
    }
    await expect(caRow).toHaveTextContent(
      LEGISLATOR_STANCE_ABBREVIATIONS[california.senators[0]?.stance ?? 'UNCLEAR'],
    );
    // The short forms: full words for screen readers, and a key in view for everyone.
    await expect(canvas.getByRole('columnheader', { name: 'Support' })).toHaveTextContent('Sup.');
    await expect(canvas.getByRole('columnheader', { name: 'Oppose' })).toHaveTextContent('Opp.');
    for (const stance of LEGISLATOR_STANCES) {
      await expect(canvas.getByText(LEGISLATOR_STANCE_LABELS[stance], { selector: 'dd' })).toBeVisible();
    }
    // TOTAL = U.S. total of CA and FL, with thousands separators.
    const total = canvas.getByRole('row', { name: /^TOTAL/ });
    const yes = (counts.ca.TOTAL?.YES ?? 0) + (counts.fl.TOTAL?.YES ?? 0);
    await expect(yes).toBeGreaterThan(999);
    await expect(total).toHaveTextContent(fmt(yes));
    await expect(fmt(yes)).toMatch(/\d[,.\u00a0\u202f]\d{3}/);
  },
};

export const NationalPhone: Story = { ...at('phone') };

export const ExpandStateAndReturn: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'California: show districts' }));
    const body = canvas.getAllByRole('rowgroup')[1] as HTMLElement;
    // Every district row, CA-1 .. CA-N.
    await expect(within(body).getAllByRole('row')).toHaveLength(california.districts.length);
    await expect(within(body).getByRole('rowheader', { name: 'CA-1' })).toBeVisible();
    const vacant = california.districts.filter((d) => d.vacant).length;
    await expect(within(body).queryAllByRole('button', { name: 'Vacant Seat' })).toHaveLength(vacant);
    await expect(canvas.getByRole('row', { name: /^TOTAL/ })).toHaveTextContent(
      fmt(counts.ca.TOTAL?.YES ?? -1),
    );
    // The header returns to the national view.
    await userEvent.click(canvas.getByRole('button', { name: 'California: back to all states' }));
    await expect(canvas.getByRole('row', { name: /^Florida/ })).toBeVisible();
  },
};

/** What the page's polite live region says now. */
const announced = () => document.getElementById(ANNOUNCER_ID)?.textContent;

// Focus moves to the new table's heading (the pressed button is gone) and the change is
// announced, both ways; Tab then goes on from the heading into the table.
export const ExpandStateByKeyboard: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Florida: show districts' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('rowheader', { name: 'FL-1' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Florida stances by congressional district' }),
    ).toHaveFocus();
    await expect(florida.districts).toHaveLength(28);
    await waitFor(() => expect(announced()).toBe("Showing Florida's 28 congressional districts."));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About this table' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Florida: back to all states' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Florida: show districts' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Stances of registered voters' }),
    ).toHaveFocus();
    await waitFor(() => expect(announced()).toBe('Showing all states.'));
  },
};

// Opened on a state (a shared link): the page keeps its focus where the visitor is.
export const CaliforniaDistricts: Story = {
  ...at('desktop'),
  args: { defaultState: 'ca' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'California stances by congressional district',
    });
    await expect(heading).not.toHaveFocus();
    await expect(
      canvas.getByRole('table', { name: /California stances by congressional district/ }),
    ).toBeVisible();
  },
};

// The page keeps the state (in its URL): the table asks for a change and shows what it is given.
export const ExpandedStateKeptByThePage: Story = {
  ...at('desktop'),
  args: { expanded: 'fl', onExpandedChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('rowheader', { name: 'FL-28' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Florida: back to all states' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(null);
    // Until the page says otherwise, Florida stays expanded.
    await expect(canvas.getByRole('rowheader', { name: 'FL-28' })).toBeVisible();
  },
};

export const FloridaDistrictsPhone: Story = { ...at('phone'), args: { defaultState: 'fl' } };

export const Fetching: Story = {
  args: { results: { status: 'LOADING' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching results...');
    // Also said in the page's live region, which was there before the spinner.
    await waitFor(() => expect(announced()).toBe('Fetching results...'));
  },
};

export const FetchFailed: Story = {
  ...at('phone'),
  args: { results: { status: 'ERROR' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The results could not be fetched.');
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CaliforniaTotal: Story = {
  ...at('phone'),
  render: () => (
    <StateTotalResults
      stateName="California"
      results={{ status: 'READY', data: stateTotal(stateResults.california.stateAssembly) }}
      onRetry={fn()}
    />
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^California Total/ });
    await expect(row).toHaveTextContent(fmt(stateTotal(stateResults.california.stateAssembly).YES ?? -1));
  },
};

/** Fetches through the @rv/api client; the story's MSW handlers answer. */
function ResultsFromApi() {
  const [results, setResults] = useState<ResultsFetch<StancesByDistrict>>({ status: 'LOADING' });
  const load = useCallback(() => {
    if (!national) return;
    setResults({ status: 'LOADING' });
    storyApiClient()
      .getStancesByDistrict({ fireDbPetition: national.petitionKey })
      .then((data) => setResults({ status: 'READY', data }))
      .catch(() => setResults({ status: 'ERROR' }));
  }, []);
  useEffect(load, [load]);
  return <FederalResults model={model} results={results} onRetry={load} />;
}

export const FromApiSuccess: Story = {
  render: () => <ResultsFromApi />,
  parameters: {
    msw: { handlers: { callables: createHandlers({ getStancesByDistrict: { result: counts } }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /^Florida/ })).toHaveTextContent(
      fmt(counts.fl.TOTAL?.YES ?? -1),
    );
  },
};

export const FromApiLoading: Story = {
  render: () => <ResultsFromApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ getStancesByDistrict: 'loading' }) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching results...');
  },
};

export const FromApiError: Story = {
  render: () => <ResultsFromApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ getStancesByDistrict: 'internal' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The results could not be fetched.');
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FederalResults {...args} />
      <FederalResults {...args} defaultState="ca" />
      <FederalResults {...args} results={{ status: 'LOADING' }} />
      <FederalResults {...args} results={{ status: 'ERROR' }} />
      <StateTotalResults
        stateName="California"
        results={{ status: 'READY', data: stateTotal(stateResults.california.stateAssembly) }}
        onRetry={args.onRetry}
      />
    </div>
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
};

// A new petition: counts under k show as "fewer than k", totals add up the counts shown, and a
// note says why (docs/decisions/0054-small-counts-never-published.md).
const few = resultFixtures.fewStances;

export const FewerThanK: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { results: { status: 'READY', data: few } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FederalResults {...args} />
      <FederalResults {...args} defaultState="ca" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [national, ca] = canvas.getAllByRole('table') as [HTMLElement, HTMLElement];
    // Florida: 25 and 11 shown, FL-27's hidden opposition left out of the total.
    await expect(within(national).getByRole('row', { name: /^Florida/ })).toHaveTextContent(/25\s*11$/);
    await expect(within(national).getByRole('row', { name: /^TOTAL/ })).toHaveTextContent(/39\s*11$/);
    await expect(within(ca).getByRole('row', { name: /^CA-7\b/ })).toHaveTextContent(
      /fewer than 10\s*fewer than 10$/,
    );
    await expect(within(ca).getByRole('row', { name: /^CA-12\b/ })).toHaveTextContent(/14\s*fewer than 10$/);
    await expect(within(ca).getByRole('row', { name: /^TOTAL/ })).toHaveTextContent(/14\s*0$/);
    await expect(canvas.getAllByText(/A district count under 10 shows as “fewer than 10”/)[0]).toBeVisible();
    // On the map, a tile's name says it in words too.
    await expect(canvas.getAllByLabelText(/^CA-12: 14 support, fewer than 10 oppose/)[0]).toBeVisible();
  },
};

/** WCAG reflow's narrowest width: "fewer than 10" wraps in its cell, nothing scrolls sideways. */
export const FewerThanKAt320Px: Story = {
  ...at('phone'),
  args: { results: { status: 'READY', data: few } },
  render: (args) => (
    <div data-testid="narrow" style={{ width: 320 }}>
      <FederalResults {...args} defaultState="ca" />
    </div>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByTestId('narrow');
    await expect(within(narrow).getByRole('row', { name: /^CA-7\b/ })).toHaveTextContent(/fewer than 10/);
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(320);
    for (const table of within(narrow).getAllByRole('table'))
      await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const FewerThanKInSpanish: Story = {
  ...FewerThanK,
  name: 'Fewer than k (Español)',
  globals: { ...FewerThanK.globals, locale: 'es' },
  play: async ({ canvas }) => {
    const [, ca] = canvas.getAllByRole('table') as [HTMLElement, HTMLElement];
    await expect(within(ca).getByRole('row', { name: /^CA-12\b/ })).toHaveTextContent(/14\s*menos de 10$/);
  },
};

/**
 * A 320 px phone less the list pages' 16 px margins: the national table and a state's table,
 * with their stance badges, fit 288 px without scrolling sideways (in Atkinson Hyperlegible).
 */
export const TablesAt320Px: Story = {
  ...at('phone'),
  render: (args) => (
    <>
      <div data-testid="national" style={{ width: 288 }}>
        <FederalResults {...args} />
      </div>
      <div data-testid="state" style={{ width: 288 }}>
        <FederalResults {...args} defaultState="ca" />
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await document.fonts.ready;
    for (const id of ['national', 'state']) {
      const [table] = within(canvas.getByTestId(id)).getAllByRole('table') as [HTMLElement];
      await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    }
  },
};
