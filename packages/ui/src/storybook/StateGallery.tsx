import { type ReactNode, useId } from 'react';
import * as styles from './StateGallery.css';

// A gallery stands several pages on one canvas, so their landmarks repeat (a main and a footer
// each, inside the gallery's sections). These rules judge a whole page; every state also has its
// own story, where they run.
const PAGE_LANDMARK_RULES = [
  'landmark-main-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
] as const;

/** The parameters of a story that renders a StateGallery. */
export const galleryParameters = {
  a11y: { config: { rules: PAGE_LANDMARK_RULES.map((id) => ({ id, enabled: false })) } },
};

/** The "AllStates" story of a screen: every state one under another, each with its name. */
export function StateGallery({ states }: { states: readonly { name: string; node: ReactNode }[] }) {
  return (
    <div className={styles.gallery}>
      {states.map(({ name, node }) => (
        <GalleryItem key={name} name={name}>
          {node}
        </GalleryItem>
      ))}
    </div>
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
