import { useLayoutEffect, useRef, useState } from 'react';

/** An element's height, kept current as it wraps or changes (e.g. a fixed bottom bar). */
export function useMeasuredHeight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
