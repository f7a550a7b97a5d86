import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/Spinner';
import * as styles from './LoadingScreen.css';

type LoadingScreenProps = {
  productName: string;
  /** What is loading, under the name; "Loading..." unless the wait has a name of its own. */
  message?: string;
};

/**
 * Replaces the whole app while user data loads, or while a signed-in user has no matched voter
 * yet (docs/product/screens.md#loading-screen).
 */
export function LoadingScreen({ productName, message }: LoadingScreenProps) {
  const { t } = useLingui();
  return (
    <main className={styles.screen} aria-busy="true">
      <h1 className={styles.name}>{productName}</h1>
      <Spinner label={message ?? t`Loading...`} showLabel />
    </main>
  );
}
