// Finishing sign-in with an e-mail link, safe to ask twice (docs/product/session.md#e-mail-flow).
import type { AuthService } from '../../firebase/auth';

const finishing = new Map<string, Promise<void>>();

/**
 * Signs in with the link at `href` and `email`. Asked again for the same link and address while
 * the first call runs (React runs effects twice on the dev server), the answer is the first
 * call's, instead of a second use of a link that works once and a "Sign-in did not work" on the
 * way. Once the call has settled it is forgotten: opening the link again later asks Firebase.
 */
export function finishEmailLinkOnce(auth: AuthService, email: string, href: string): Promise<void> {
  const key = `${email}\n${href}`;
  const running = finishing.get(key);
  if (running) return running;
  const finish = auth.finishEmailLink(email, href).finally(() => finishing.delete(key));
  finishing.set(key, finish);
  return finish;
}
