import { describe, expect, it } from 'vitest';
import { recaptchaForEachTry } from './recaptcha';

function fakeVerifiers() {
  const made: { element: HTMLElement; cleared: boolean }[] = [];
  const verifiers = recaptchaForEachTry((element) => {
    const verifier = {
      element,
      cleared: false,
      clear() {
        verifier.cleared = true;
      },
    };
    made.push(verifier);
    return verifier;
  });
  return { verifiers, made };
}

describe('the reCAPTCHA verifier of a phone send', () => {
  it('is a new one for every try, in a new element inside the container, the one before cleared', () => {
    const { verifiers, made } = fakeVerifiers();
    const container = document.createElement('div');
    const first = verifiers.next(container);
    const second = verifiers.next(container);
    expect(made).toHaveLength(2);
    expect(second).not.toBe(first);
    expect(first.cleared).toBe(true);
    expect(second.cleared).toBe(false);
    // Never the same element twice, and only the current one in the page.
    expect(second.element).not.toBe(first.element);
    expect([...container.children]).toEqual([second.element]);
  });

  it('moves to the container of a page opened again', () => {
    const { verifiers } = fakeVerifiers();
    const before = verifiers.next(document.createElement('div'));
    const container = document.createElement('div');
    const after = verifiers.next(container);
    expect(before.cleared).toBe(true);
    expect(after.element.parentElement).toBe(container);
  });
});
