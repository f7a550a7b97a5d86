// The confirmation after a sign-in (decision 0061): who the voter is signed in as and the
// congressional district their stances count in, in a band under the top bar.
import { Trans, useLingui } from '@lingui/react/macro';
import { congressionalDistrictLabel, type MatchedVoter, voterFullName } from '@rv/domain';
import { useEffect } from 'react';
import { announce } from '../../components/Announcer';
import * as styles from './LanguageSwitch.css';

type SignedInConfirmationProps = {
  voter: MatchedVoter;
  onDismiss: () => void;
};

/**
 * "Signed in as Ava Demoland, CA-34." Said once through the page's polite live region (the band
 * arrives with its words, which a screen reader may not read), shown until dismissed or the voter
 * moves to another page.
 */
export function SignedInConfirmation({ voter, onDismiss }: SignedInConfirmationProps) {
  const { t } = useLingui();
  const name = voterFullName(voter);
  const district = congressionalDistrictLabel(voter.state, voter.district);
  const sentence = t({
    message: `Signed in as ${name}, ${district}.`,
    comment:
      'name: the voter as the voter file spells it; district: their congressional district, e.g. CA-34',
  });
  useEffect(() => {
    announce(sentence);
  }, [sentence]);
  const dismiss = () => {
    onDismiss();
    // The button is gone: focus goes on to the page rather than back to the document's start.
    document.getElementById('content')?.focus();
  };
  return (
    <div className={styles.suggestion}>
      <p className={styles.suggestionText}>{sentence}</p>
      <button type="button" className={styles.suggestionDismiss} onClick={dismiss}>
        <Trans comment="closes the sign-in confirmation">Dismiss</Trans>
      </button>
    </div>
  );
}
