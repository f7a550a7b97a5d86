import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { MemberElectText, VacantSeatText } from './VacantSeatText';

const elect = { fullName: 'Jane Doe', takesOffice: '2027-01-03' };

/** Every wording of a vacant seat (docs/product/messages.md#results), one per line. */
function EveryNotice() {
  return (
    <ul style={{ padding: 16 }}>
      <li data-case="scheduled house">
        <VacantSeatText
          chamber="house"
          vacancy={{ kind: 'SCHEDULED', date: '2026-08-18' }}
          memberElect={null}
        />
      </li>
      <li data-case="scheduled senate">
        <VacantSeatText
          chamber="senate"
          vacancy={{ kind: 'SCHEDULED', date: '2026-11-03' }}
          memberElect={null}
        />
      </li>
      <li data-case="unscheduled house">
        <VacantSeatText chamber="house" vacancy={{ kind: 'UNSCHEDULED' }} memberElect={null} />
      </li>
      <li data-case="unscheduled senate">
        <VacantSeatText chamber="senate" vacancy={{ kind: 'UNSCHEDULED' }} memberElect={null} />
      </li>
      <li data-case="held">
        <VacantSeatText chamber="house" vacancy={{ kind: 'HELD', date: '2026-08-18' }} memberElect={null} />
      </li>
      <li data-case="term ended">
        <VacantSeatText
          chamber="house"
          vacancy={{ kind: 'TERM_ENDED', date: '2027-01-03' }}
          memberElect={null}
        />
      </li>
      <li data-case="held, elected">
        <VacantSeatText chamber="house" vacancy={{ kind: 'HELD', date: '2026-08-18' }} memberElect={elect} />
      </li>
      <li data-case="elected">
        <VacantSeatText chamber="senate" vacancy={{ kind: 'UNSCHEDULED' }} memberElect={elect} />
      </li>
      <li data-case="member-elect">
        <MemberElectText memberElect={elect} />
      </li>
    </ul>
  );
}

const meta = {
  title: 'Screens/Results/Vacant seat',
  component: EveryNotice,
} satisfies Meta<typeof EveryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-case="${name}"]`)?.textContent;

export const English: Story = {
  ...at('phone'),
  play: async ({ canvasElement }) => {
    const expected = {
      'scheduled house':
        'This seat is vacant. A special election on August 18, 2026 will decide the next representative.',
      'scheduled senate':
        'This seat is vacant. A special election on November 3, 2026 will decide the next senator.',
      'unscheduled house':
        'This seat is vacant. A special election will decide the next representative; its date has not been set yet.',
      'unscheduled senate':
        'This seat is vacant. A special election will decide the next senator; its date has not been set yet.',
      held: 'This seat is vacant. A special election was held on August 18, 2026; its result is not recorded here yet.',
      'term ended':
        "This seat is vacant: its member's term ended on January 3, 2027, and the winner of the election for it is not recorded here yet.",
      'held, elected':
        'This seat is vacant. A special election was held on August 18, 2026. Jane Doe was elected to this seat and takes office on January 3, 2027.',
      elected: 'This seat is vacant. Jane Doe was elected to this seat and takes office on January 3, 2027.',
      'member-elect': 'Jane Doe was elected to this seat and takes office on January 3, 2027.',
    };
    for (const [name, text] of Object.entries(expected)) {
      await expect(textOf(canvasElement, name)).toBe(text);
    }
  },
};

// The dates in Spanish words, the name untouched.
export const Spanish: Story = {
  // at() sets the viewport global: keep it beside the language.
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(textOf(canvasElement, 'scheduled house')).toBe(
      'Este escaño está vacante. Una elección especial el 18 de agosto de 2026 decidirá quién será su próximo representante.',
    );
    await expect(textOf(canvasElement, 'term ended')).toBe(
      'Este escaño está vacante: el mandato de su miembro terminó el 3 de enero de 2027, y quién ganó la elección para este escaño aún no figura aquí.',
    );
    await expect(textOf(canvasElement, 'member-elect')).toBe(
      'Jane Doe fue elegido(a) para este escaño y asume el cargo el 3 de enero de 2027.',
    );
  },
};
