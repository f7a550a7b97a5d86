import { type AuthProblem, authProblem, EMAIL_SIGN_IN_STATES } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BACK_LABEL } from '../../../components/FlowPage';
import { emailIdentity } from '../../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { EmailSignIn } from './EmailSignIn';

const EMAIL = emailIdentity.email ?? '';
// Firebase 12's message for an old or used link (provider text kept, advice added).
const INVALID_ACTION_CODE = authProblem({
  code: 'auth/invalid-action-code',
  message:
    'Firebase: The action code is invalid. This can happen if the code is malformed, expired, or has already been used. (auth/invalid-action-code).',
});
const MISMATCH = authProblem({ code: 'auth/invalid-email' }, { confirming: true });
const OLD_LINK_ADVICE = 'Use the most recent, valid sign-in link. Older sign-in links are invalid.';

const meta = {
  title: 'Screens/Sign-in/E-mail',
  component: EmailSignIn,
  args: {
    state: 'INPUT_FORM',
    onSubmit: fn(),
    onTroubleReceiving: fn(),
    onResend: fn(),
    onConfirm: fn(),
    onTryAgain: fn(),
    onBack: fn(),
  },
  parameters: { route: '/signin' },
} satisfies Meta<typeof EmailSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InputForm: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'james.okafor@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send sign-in link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '.org ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send sign-in link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(EMAIL);
    // Back goes to the sign-in start.
    await userEvent.click(canvas.getByRole('button', { name: BACK_LABEL }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const InputFormDesktop: Story = { ...at('desktop') };

export const ProviderRejectsEmail: Story = {
  ...at('phone'),
  args: { error: authProblem({ code: 'auth/invalid-email' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  },
};

export const SubmitLoading: Story = {
  ...at('phone'),
  args: { state: 'SUBMIT_LOADING', email: EMAIL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send sign-in link' })).toBeDisabled();
    await expect(canvas.getByText('Sending the sign-in link...')).toBeVisible();
  },
};

export const SubmitSuccess: Story = {
  ...at('phone'),
  args: { state: 'SUBMIT_SUCCESS', email: EMAIL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`We sent a sign-in link to ${EMAIL}.`);
    await userEvent.click(canvas.getByRole('button', { name: "Didn't get the e-mail?" }));
    await expect(args.onTroubleReceiving).toHaveBeenCalledOnce();
  },
};

export const TroubleReceiving: Story = {
  ...at('phone'),
  args: { state: 'TROUBLE_RECEIVING', email: EMAIL },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: BACK_LABEL })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend sign-in link' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  ...at('phone'),
  args: { state: 'TROUBLE_RECEIVING', email: EMAIL, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend sign-in link' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the sign-in link...');
  },
};

export const LinkSentAgain: Story = {
  ...at('phone'),
  args: { state: 'SUBMIT_SUCCESS', email: EMAIL, resent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Link sent again to ${EMAIL}. Only this newest link works.`,
    );
  },
};

export const ConfirmEmail: Story = {
  ...at('phone'),
  args: { state: 'CONFIRM_EMAIL' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(EMAIL);
  },
};

export const ConfirmEmailMismatch: Story = {
  ...at('phone'),
  args: { state: 'CONFIRM_EMAIL', error: MISMATCH },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email did not match. Try again.');
  },
};

// CONFIRM checks the address in place: busy, then (on a mismatch) the field still holds what was typed.
export const ConfirmEmailKeepsWhatWasTyped: Story = {
  ...at('phone'),
  args: { state: 'CONFIRM_EMAIL' },
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<AuthProblem | null>(null);
    return (
      <EmailSignIn
        {...args}
        busy={busy}
        error={error}
        onConfirm={(address) => {
          args.onConfirm(address);
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setError(MISMATCH);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'ben.exmaple@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('ben.exmaple@example.org');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email did not match. Try again.');
    await expect(field).toHaveValue('ben.exmaple@example.org');
  },
};

export const FinishSuccess: Story = {
  ...at('phone'),
  args: { state: 'FINISH_SUCCESS', email: EMAIL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Signed in as ${EMAIL}.`);
  },
};

export const FinishError: Story = {
  ...at('phone'),
  args: { state: 'FINISH_ERROR', error: INVALID_ACTION_CODE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OLD_LINK_ADVICE);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The action code is invalid.');
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

// In Spanish, Firebase's own English sentence is left out: the advice alone, in Spanish.
export const FinishErrorInSpanish: Story = {
  ...at('phone'),
  args: { state: 'FINISH_ERROR', error: INVALID_ACTION_CODE },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Use el enlace de inicio de sesión más reciente y válido. Los enlaces anteriores ya no sirven.',
    );
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('The action code is invalid.');
  },
};

export const FinishErrorDesktop: Story = {
  ...at('desktop'),
  args: { state: 'FINISH_ERROR', error: INVALID_ACTION_CODE },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={EMAIL_SIGN_IN_STATES.map((state): { name: string; node: ReactNode } => ({
        name: state,
        node: (
          <EmailSignIn
            {...args}
            state={state}
            email={EMAIL}
            error={
              state === 'CONFIRM_EMAIL' ? MISMATCH : state === 'FINISH_ERROR' ? INVALID_ACTION_CODE : null
            }
          />
        ),
      })).concat([
        {
          name: 'SUBMIT_SUCCESS, sent again',
          node: <EmailSignIn {...args} state="SUBMIT_SUCCESS" email={EMAIL} resent />,
        },
        {
          name: 'TROUBLE_RECEIVING, resending',
          node: <EmailSignIn {...args} state="TROUBLE_RECEIVING" email={EMAIL} busy />,
        },
      ])}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
