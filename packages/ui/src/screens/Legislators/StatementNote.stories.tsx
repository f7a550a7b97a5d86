import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { StatementNote } from './StatementNote';

// Fictional requests and answers (the content has none yet): every state of the note.
const NOW = new Date('2026-11-28T12:00:00Z');
const requested = {
  requested: '2026-11-10',
  letter: 'https://example.org/letters/ca-2-carbon-fee',
  response: null,
};
const answered = {
  requested: '2026-11-10',
  letter: null,
  response: {
    date: '2026-11-20',
    summary: {
      en: 'I support putting a price on carbon and returning the money to households.',
      es: 'Apoyo ponerle precio al carbono y devolver el dinero a los hogares.',
    },
    source: 'https://example.org/statements/huffman-carbon-fee',
  },
};

function EveryNote() {
  const name = 'Jared Huffman';
  return (
    <ul style={{ padding: 16, display: 'grid', gap: 16 }}>
      <li data-case="due">
        <StatementNote
          name={name}
          constituency="DISTRICT"
          count={{ YES: 80, NO: 40 }}
          request={null}
          now={NOW}
        />
      </li>
      <li data-case="due, a side hidden">
        <StatementNote
          name={name}
          constituency="DISTRICT"
          count={{ YES: 99, NO: null }}
          request={null}
          now={NOW}
        />
      </li>
      <li data-case="not due">
        <StatementNote
          name={name}
          constituency="STATE"
          count={{ YES: 800, NO: 150 }}
          request={null}
          now={NOW}
        />
      </li>
      <li data-case="requested">
        <StatementNote
          name={name}
          constituency="DISTRICT"
          count={{ YES: 80, NO: 40 }}
          request={requested}
          now={NOW}
        />
      </li>
      <li data-case="answered">
        <StatementNote
          name={name}
          constituency="DISTRICT"
          count={{ YES: 80, NO: 40 }}
          request={answered}
          now={NOW}
        />
      </li>
      <li data-case="answered, counts not theirs">
        <StatementNote name={name} constituency="DISTRICT" count={null} request={answered} now={NOW} />
      </li>
    </ul>
  );
}

const meta = {
  title: 'Screens/Legislator Page/Statement',
  component: EveryNote,
} satisfies Meta<typeof EveryNote>;

export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-case="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

export const English: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvasElement, canvas }) => {
    const expected = {
      due: '120 verified constituents have spoken on this petition. That is enough for a statement to be requested from Jared Huffman.',
      'due, a side hidden':
        'At least 100 verified constituents have spoken on this petition. That is enough for a statement to be requested from Jared Huffman.',
      'not due': '',
      requested:
        '120 verified constituents have spoken on this petition. A statement was requested from Jared Huffman on November 10, 2026 (the request (opens in a new tab)). No response 18 days after the request.',
      answered:
        '120 verified constituents have spoken on this petition. A statement was requested from Jared Huffman on November 10, 2026.Jared Huffman answered on November 20, 2026: “I support putting a price on carbon and returning the money to households.” Source (opens in a new tab)',
      'answered, counts not theirs':
        'A statement was requested from Jared Huffman on November 10, 2026.Jared Huffman answered on November 20, 2026: “I support putting a price on carbon and returning the money to households.” Source (opens in a new tab)',
    };
    for (const [name, text] of Object.entries(expected)) await expect(textOf(canvasElement, name)).toBe(text);
    await expect(canvas.getByRole('link', { name: /the request/ })).toHaveAttribute(
      'href',
      'https://example.org/letters/ca-2-carbon-fee',
    );
    await expect(canvas.getAllByRole('link', { name: /Source/ })[0]).toHaveAttribute(
      'href',
      'https://example.org/statements/huffman-carbon-fee',
    );
  },
};

// The answer's own Spanish summary, the dates and counts in Spanish.
export const Spanish: Story = {
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(textOf(canvasElement, 'answered')).toContain(
      '“Apoyo ponerle precio al carbono y devolver el dinero a los hogares.”',
    );
    await expect(textOf(canvasElement, 'requested')).toContain('18 días');
  },
};
