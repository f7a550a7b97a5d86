import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChevronIcon } from '../Icon';
import { LinkButton } from '../TextLink';
import * as styles from './FlowPage.css';

/** The link's English words (stories find it by them). */
export const BACK_LABEL = 'Back';

type BackLinkProps = {
  onBack: () => void;
  disabled?: boolean;
  /** The word: "Back" unless the page's header fixes another (the help pages' BACK). */
  children?: ReactNode;
  /** Its own line with space under it (above a step's heading); false inside a header bar. */
  spaced?: boolean;
};

/**
 * The one back control (docs/decisions/0086-stance-colours-type-and-badges.md): a bold link with a
 * left chevron, above a sign-in step's heading and in the help pages' header bar alike; to the
 * step before, never out of the page.
 */
export function BackLink({ onBack, disabled = false, children, spaced = true }: BackLinkProps) {
  const control = (
    <LinkButton className={styles.backButton} onClick={onBack} disabled={disabled}>
      <ChevronIcon direction="left" />
      {children ?? <Trans>Back</Trans>}
    </LinkButton>
  );
  return spaced ? <p className={styles.back}>{control}</p> : control;
}
