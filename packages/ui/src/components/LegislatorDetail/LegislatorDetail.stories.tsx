import { petitionByUrl } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { LegislatorDetail } from './LegislatorDetail';

// Real stances from the catalogue (content/stances/*.yaml), one per kind of record.
const carbonFee = petitionByUrl('carbon-fee-and-dividend');
const permanentDst = petitionByUrl('permanent-dst');
if (!carbonFee || !permanentDst) throw new Error('The catalogue lacks the petitions these stories show.');

const meta = {
  title: 'Primitives/LegislatorDetail',
  component: LegislatorDetail,
  args: { legislatorId: 'Jared_Huffman', petition: carbonFee, seatLabel: 'CA-2' },
} satisfies Meta<typeof LegislatorDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A co-sponsor: the reason names the bill, the source is its co-sponsor list on congress.gov. */
export const CoSponsor: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Representative')).toBeVisible();
    await expect(canvas.getByText('Party and seat')).toBeVisible();
    await expect(canvas.getByText('Jared Huffman')).toBeVisible();
    await expect(canvas.getByText('Democrat, CA-2')).toBeVisible();
    await expect(canvas.getByText('Support')).toBeVisible();
    await expect(canvas.getByText('since April 5, 2024 · checked January 15, 2025')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      'Representative Jared Huffman put his name to the Energy Innovation and Carbon Dividend Act of 2023 (H.R. 5744, 118th Congress) (opens in a new tab) as a co-sponsor on April 5, 2024.',
    );
    const bill = canvas.getByRole('link', {
      name: /Energy Innovation and Carbon Dividend Act of 2023 \(H\.R\. 5744, 118th Congress\)/,
    });
    await expect(bill).toHaveAttribute(
      'href',
      'https://www.congress.gov/bill/118th-congress/house-bill/5744',
    );
    const source = canvas.getByRole('link', {
      name: 'H.R. 5744 co-sponsors on congress.gov (opens in a new tab)',
    });
    await expect(source).toHaveAttribute(
      'href',
      'https://www.congress.gov/bill/118th-congress/house-bill/5744/cosponsors',
    );
    await expect(source).toHaveAttribute('target', '_blank');
  },
};

/**
 * The first translated words of the screens, from the Spanish catalogue
 * (packages/ui/src/i18n/locales/es.po); the rest stays English until its screen is translated.
 */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'es-US');
    await expect(canvas.getByText('Partido y escaño')).toBeVisible();
    await expect(canvas.queryByText('Party and seat')).toBeNull();
    await expect(canvas.getByText('Jared Huffman')).toBeVisible();
  },
};

/** A sponsor: the source is the bill's own page. */
export const Sponsor: Story = {
  args: { legislatorId: 'Rick_Scott', petition: permanentDst, seatLabel: 'Senior Senator, Florida' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Senator')).toBeVisible();
    await expect(canvas.getByText('Republican, Senior Senator, Florida')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('as a sponsor on January 7, 2025.');
    await expect(
      canvas.getByRole('link', { name: 'S. 29 on congress.gov (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.congress.gov/bill/119th-congress/senate-bill/29');
  },
};

/** The 2023 version of a bill counts for a member who is not on the current one. */
export const EarlierCongress: Story = {
  args: { legislatorId: 'David_Valadao', petition: permanentDst, seatLabel: 'CA-22' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Sunshine Protection Act of 2023 \(H\.R\. 1279, 118th Congress\)/ }),
    ).toBeVisible();
    await expect(canvas.getByText('since March 27, 2023 · checked November 19, 2025')).toBeVisible();
  },
};

/**
 * OPPOSE from a recorded vote: how the member voted, on what and when, the reason names the
 * measure and what it did, the source is the official roll call; the standard is linked.
 */
export const OpposeByVote: Story = {
  args: { legislatorId: 'Tom_McClintock', petition: carbonFee, seatLabel: 'CA-5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Oppose')).toBeVisible();
    await expect(canvas.getByText('Voted Yea on H.Con.Res. 86, March 21, 2024')).toBeVisible();
    await expect(canvas.getByText('since March 21, 2024 · checked November 27, 2026')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      'Representative Tom McClintock voted for H.Con.Res. 86 on March 21, 2024, which declared that a carbon tax would be detrimental to the United States economy.',
    );
    const source = canvas.getByRole('link', {
      name: 'House roll call 97 of 2024, official record on clerk.house.gov (opens in a new tab)',
    });
    await expect(source).toHaveAttribute('href', 'https://clerk.house.gov/evs/2024/roll097.xml');
    await expect(
      canvas.getByRole('link', { name: 'How stances are compiled (opens in a new tab)' }),
    ).toHaveAttribute('href', '/about/how-stances-are-compiled');
  },
};

/** The same in Spanish: the vote, the reason and the standard's link in the page's language. */
export const OpposeByVoteInSpanish: Story = {
  ...OpposeByVote,
  globals: { locale: 'es' },
  // Storybook holds the English templates (the Spanish build reads the twins, explain.ts); the
  // screen's own words and the placeholders' values are Spanish.
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Se opone')).toBeVisible();
    await expect(canvas.getByText('Votó a favor de H.Con.Res. 86, el 21 de marzo de 2024')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Votación nominal 97 de 2024 en la Cámara de Representantes, registro oficial en clerk.house.gov (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://clerk.house.gov/evs/2024/roll097.xml');
    await expect(
      canvas.getByRole('link', { name: 'Cómo se recopilan las posturas (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', '/es/about/how-stances-are-compiled');
  },
};

/** A senator's vote: the Senate's roll call, read through the member's LIS id. */
export const OpposeBySenateVote: Story = {
  args: { legislatorId: 'Rick_Scott', petition: carbonFee, seatLabel: 'Senior Senator, Florida' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Voted Yea on S.Amdt. 887 to S.Con.Res. 5, February 5, 2021'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Senate roll call 46 of 2021, official record on senate.gov (opens in a new tab)',
      }),
    ).toHaveAttribute(
      'href',
      'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1171/vote_117_1_00046.xml',
    );
  },
};

/** Looked and found nothing: no "since", the source is where the volunteer looked. */
export const Unclear: Story = {
  args: { legislatorId: 'Adam_Schiff', petition: carbonFee, seatLabel: 'Junior Senator, California' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unclear/Unstated')).toBeVisible();
    await expect(canvas.getByText('checked November 22, 2026')).toBeVisible();
    await expect(canvas.queryByText(/since/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'thehill.com (opens in a new tab)' })).toBeVisible();
  },
};

/** Not researched yet: no dates and no source, an invitation to help. */
export const NotResearched: Story = {
  args: { legislatorId: 'Nancy_Pelosi', petition: carbonFee, seatLabel: 'CA-11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Yet Compiled')).toBeVisible();
    await expect(canvas.queryByText('Recorded')).toBeNull();
    await expect(canvas.queryByText(/^Source:/)).toBeNull();
  },
};

export const OnAPhone: Story = { ...CoSponsor, ...at('phone') };
