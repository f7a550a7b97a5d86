import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { BUTTON_VARIANTS, Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'SIGN IN', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { variant: 'filled' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'SIGN IN' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // The 42 px button height (docs/product/rules.md#layout).
    await expect(button.getBoundingClientRect().height).toBe(42);
  },
};

export const Outlined: Story = { args: { variant: 'outlined', children: 'Browse Petitions' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'FIND VOTER INFO' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant} button
        </Button>
      ))}
      <Button disabled>disabled</Button>
      <ButtonLink to="/signin">SIGN IN (link)</ButtonLink>
    </div>
  ),
};

// Spanish labels are longer and wrap on a phone: each line stays centred (a link is left-aligned
// by default, a button is not) and clear of the border, as a one-line label is.
export const LongLabelWraps: Story = {
  ...at('phone'),
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <ButtonLink to="/signin/help">BUSCAR TELÉFONO O CORREO REGISTRADO</ButtonLink>
      <Button>ENVIAR ENLACE DE INICIO DE SESIÓN</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const control of [canvas.getByRole('link'), canvas.getByRole('button')]) {
      const box = control.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(control);
      const lines = [...range.getClientRects()];
      const [first, last] = [lines[0], lines.at(-1)];
      await expect(lines.length).toBe(2);
      if (!first || !last) return;
      for (const line of lines) {
        await expect(Math.abs(line.left - box.left - (box.right - line.right))).toBeLessThanOrEqual(2);
      }
      // 2 px border + 4 px padding above the first line and below the last.
      await expect(first.top - box.top).toBeGreaterThanOrEqual(6);
      await expect(box.bottom - last.bottom).toBeGreaterThanOrEqual(6);
    }
  },
};
