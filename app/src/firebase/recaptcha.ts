// Which reCAPTCHA verifier a phone send uses (docs/product/session.md#phone-flow).

interface Clearable {
  clear(): void;
}

/**
 * A fresh invisible reCAPTCHA for every try: the previous verifier is cleared, and the new one
 * renders into a new element inside the page's container. A used widget cannot be run again as
 * it was (Firebase resets it after each try, and the emulator's stand-in then forgets it), and
 * reCAPTCHA refuses to render a second widget into an element it has rendered into before, even
 * after clear() (https://github.com/firebase/firebase-js-sdk/issues/8023).
 */
export function recaptchaForEachTry<V extends Clearable>(create: (element: HTMLElement) => V) {
  let current: V | null = null;
  return {
    next(container: HTMLElement): V {
      current?.clear();
      current = null;
      const element = document.createElement('div');
      container.replaceChildren(element);
      current = create(element);
      return current;
    },
  };
}
