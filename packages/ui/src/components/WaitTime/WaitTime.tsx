// How long a voter must wait before a spent limit lets them try again, in the page's language:
// minutes under two hours, then hours. The server sends the wait in seconds beside its refusal
// (`retryAfterSeconds`), and the screens word it.

import { Plural, Trans } from '@lingui/react/macro';

/** "26 minutes", "3 hours": rounded up, never "0". */
export function WaitTime({ seconds }: { seconds: number }) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return <Plural value={minutes} one="# minute" other="# minutes" />;
  const hours = Math.ceil(minutes / 60);
  return <Plural value={hours} one="# hour" other="# hours" />;
}

/**
 * A stance change or withdrawal the server refused because the voter changed their stance on
 * this petition too often lately (docs/product/messages.md#stances): nothing changed, and when
 * they may change it again.
 */
export function StanceChangeLimitMessage({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const wait = <WaitTime seconds={retryAfterSeconds} />;
  return (
    <Trans>
      You have changed your stance on this petition many times in the last day, so this change was not made.
      Your stance stays as it was; you can change it again in {wait}.
    </Trans>
  );
}
