import type { RichText as RichTextDocument } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { RichText } from './RichText';

// A small hand-made document using every node type the catalogue emits.
const everyNode: RichTextDocument = [
  { type: 'heading', level: 2, id: 'what-we-ask', children: [{ type: 'text', value: 'What we ask' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', value: 'Congress should pass the ' },
      {
        type: 'link',
        href: 'https://www.congress.gov/bill/118th-congress/house-bill/5744',
        children: [{ type: 'text', value: 'Energy Innovation and Carbon Dividend Act' }],
      },
      { type: 'text', value: ', with ' },
      { type: 'strong', children: [{ type: 'text', value: 'all' }] },
      { type: 'text', value: ' revenue returned as ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'dividends' }] },
      { type: 'text', value: '. Read ' },
      { type: 'link', href: '/about', children: [{ type: 'text', value: 'about us' }] },
      { type: 'text', value: ' or write to ' },
      {
        type: 'link',
        href: 'mailto:info@example.org',
        children: [{ type: 'text', value: 'info@example.org' }],
      },
      { type: 'text', value: '.' },
    ],
  },
  {
    type: 'list',
    ordered: true,
    start: 1,
    children: [
      {
        type: 'listItem',
        children: [{ type: 'paragraph', children: [{ type: 'text', value: 'A fee on fossil fuels.' }] }],
      },
      {
        type: 'listItem',
        children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: '100%' }] }],
      },
    ],
  },
  {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: 'A quotation.' }] }],
  },
  { type: 'thematicBreak' },
  {
    type: 'paragraph',
    children: [{ type: 'text', value: 'Line one' }, { type: 'break' }, { type: 'text', value: 'Line two' }],
  },
];

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
  args: { document: everyNode },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryNode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we ask' })).toHaveAttribute(
      'id',
      'what-we-ask',
    );
    const external = canvas.getByRole('link', { name: /Energy Innovation and Carbon Dividend Act/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(external).toHaveAccessibleName(
      'Energy Innovation and Carbon Dividend Act (opens in a new tab)',
    );
    const internal = canvas.getByRole('link', { name: 'about us' });
    await expect(internal).toHaveAttribute('href', '/about');
    await expect(internal).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
};
