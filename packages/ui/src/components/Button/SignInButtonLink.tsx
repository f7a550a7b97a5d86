import { Trans } from '@lingui/react/macro';
import { signInPath } from '@rv/domain';
import { useLocation } from 'react-router-dom';
import { ButtonLink, type ButtonVariant } from './Button';

type SignInButtonLinkProps = {
  /**
   * The same-site path to come back to once signed in (e.g. "/my-stances"); by default the page
   * showing the button, with its query and fragment (docs/product/session.md#returning-after-sign-in).
   */
  returnTo?: string;
  variant?: ButtonVariant;
  className?: string;
};

/** SIGN IN: /signin, and back to where the voter was once they are signed in. */
export function SignInButtonLink({ returnTo, variant, className }: SignInButtonLinkProps) {
  const here = useLocation();
  const path = returnTo ?? `${here.pathname}${here.search}${here.hash}`;
  return (
    <ButtonLink to={signInPath(path)} variant={variant} className={className}>
      <Trans>SIGN IN</Trans>
    </ButtonLink>
  );
}
