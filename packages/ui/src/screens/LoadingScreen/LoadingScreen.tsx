import { Spinner } from '../../components/Spinner';
import * as styles from './LoadingScreen.css';

type LoadingScreenProps = { productName: string };

/**
 * Replaces the whole app while user data loads, or while a signed-in user has no matched voter
 * yet (docs/product/screens.md#loading-screen).
 */
export function LoadingScreen({ productName }: LoadingScreenProps) {
  return (
    <main className={styles.screen} aria-busy="true">
      <h1 className={styles.name}>{productName}</h1>
      <Spinner label="Loading..." showLabel />
    </main>
  );
}
