import { authProblem } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BACK_LABEL } from '../../../components/FlowPage';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { PhoneSignIn, RECAPTCHA_CONTAINER_ID } from './PhoneSignIn';

const WRONG_CODE = authProblem({ code: 'auth/invalid-verification-code' });
const TOO_MANY_ATTEMPTS = authProblem({
  code: 'auth/too-many-requests',
  message: 'Firebase: Error (auth/too-many-requests).',
});

const meta = {
  title: 'Screens/Sign-in/Phone',
  component: PhoneSignIn,
  args: {
    step: 'PHONE',
    onSendCode: fn(),
    onConfirmCode: fn(),
    onChangeNumber: fn(),
    onBack: fn(),
    onResendCode: fn(),
  },
  parameters: { route: '/signin' },
} satisfies Meta<typeof PhoneSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneStep: Story = {
  ...at('phone'),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector(`#${RECAPTCHA_CONTAINER_ID}`)).not.toBeNull();
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    // Formats as you type; a leading 1 (country code) is dropped.
    await userEvent.type(phone, '1415');
    await expect(phone).toHaveValue('(415');
    await userEvent.type(phone, '555');
    await expect(phone).toHaveValue('(415) 555');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a complete phone number.');
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(phone, '0142999');
    await expect(phone).toHaveValue('(415) 555-0142');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('+14155550142');
    // A pasted international number is formatted whole.
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('+1 (305) 555-0187');
    await expect(phone).toHaveValue('(305) 555-0187');
    // Back goes to the sign-in start.
    await userEvent.click(canvas.getByRole('button', { name: BACK_LABEL }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

// Back from the code step ("Change number" or Back): the number is still in the field.
export const PhoneStepWithTheNumberKept: Story = {
  ...at('phone'),
  args: { sentTo: '+14155550142' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveValue('(415) 555-0142');
  },
};

export const PhoneStepDesktop: Story = { ...at('desktop') };

export const Sending: Story = {
  ...at('phone'),
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the code...');
  },
};

// A failed send returns to the phone step with the provider's message.
export const SendFailed: Story = {
  ...at('phone'),
  args: {
    error: TOO_MANY_ATTEMPTS,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes, then try again.',
    );
  },
};

export const CodeStep: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142', resendInSeconds: 27 },
  play: async ({ canvas, args }) => {
    // "Resend code" waits for its cool-down, which counts down where the voter sees it.
    await expect(canvas.getByText('You can resend the code in 27 seconds.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await expect(canvas.getByText('(415) 555-0142')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    await userEvent.type(code, '45678');
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: BACK_LABEL }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(2);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const ResendCode: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142', resendInSeconds: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResendCode).toHaveBeenCalledOnce();
  },
};

export const CodeSentAgain: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142', resent: true, resendInSeconds: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent again.');
    await expect(canvas.getByText('You can resend the code in 30 seconds.')).toBeVisible();
  },
};

export const LastSecondOfTheCoolDown: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142', resendInSeconds: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You can resend the code in 1 second.')).toBeVisible();
  },
};

export const CountDownInSpanish: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142', resendInSeconds: 1 },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Podrá reenviar el código en 1 segundo.')).toBeVisible();
  },
};

export const CodeStepDesktop: Story = { ...at('desktop'), args: { step: 'CODE', sentTo: '+14155550142' } };

export const Checking: Story = { ...at('phone'), args: { step: 'CODE', sentTo: '+14155550142', busy: true } };

export const WrongCode: Story = {
  ...at('phone'),
  args: {
    step: 'CODE',
    sentTo: '+14155550142',
    error: WRONG_CODE,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong code. Try again.');
    await expect(canvas.getByRole('textbox', { name: '6-digit code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Phone step', node: <PhoneSignIn {...args} /> },
        { name: 'Sending', node: <PhoneSignIn {...args} busy /> },
        {
          name: 'Send failed',
          node: <PhoneSignIn {...args} error={TOO_MANY_ATTEMPTS} />,
        },
        {
          name: 'Code step, counting down',
          node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" resendInSeconds={27} />,
        },
        {
          name: 'Code step, resend offered',
          node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" />,
        },
        {
          name: 'Code sent again',
          node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" resent resendInSeconds={30} />,
        },
        { name: 'Checking', node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" busy /> },
        {
          name: 'Wrong code',
          node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" error={WRONG_CODE} />,
        },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
