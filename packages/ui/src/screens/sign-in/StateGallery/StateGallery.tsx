import { createContext, type ReactNode, useContext, useId } from 'react';
import * as styles from './StateGallery.css';

const EmbeddedContext = createContext(false);

/**
 * True inside a StateGallery: a screen then renders its page as a plain `div` instead of the
 * `main` and `footer` landmarks, so several screens can stand on one page without duplicate
 * landmarks (axe landmark-unique, landmark-no-duplicate-main).
 */
export function useEmbedded(): boolean {
  return useContext(EmbeddedContext);
}

/** The "AllStates" story of a screen: every state one under another, each with its name. */
export function StateGallery({ states }: { states: readonly { name: string; node: ReactNode }[] }) {
  return (
    <EmbeddedContext.Provider value={true}>
      <div className={styles.gallery}>
        {states.map(({ name, node }) => (
          <GalleryItem key={name} name={name}>
            {node}
          </GalleryItem>
        ))}
      </div>
    </EmbeddedContext.Provider>
  );
}

function GalleryItem({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.state}>
      <p id={id} className={styles.label}>
        State: {name}
      </p>
      {children}
    </section>
  );
}
