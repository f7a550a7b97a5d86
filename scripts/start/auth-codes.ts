// Prints each SMS code and e-mail sign-in link the Auth emulator "sends", as it appears.
// The emulator keeps them at /emulator/v1/projects/{id}/verificationCodes and /oobCodes.

/** An SMS code as the Auth emulator keeps it. */
export interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}
/** An e-mail sign-in link as the Auth emulator keeps it. */
export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

export function formatCode(code: VerificationCode): string {
  return `📱 SMS code for ${code.phoneNumber}: ${code.code}`;
}

export function formatLink(link: OobCode): string {
  const what = link.requestType === 'EMAIL_SIGNIN' ? 'Sign-in link' : link.requestType;
  return `✉️  ${what} for ${link.email}: ${link.oobLink}`;
}

/** Polls every second; returns a function that stops polling. */
export function watchAuthEmulator(
  authOrigin: string,
  projectId: string,
  print: (line: string) => void,
): () => void {
  const seen = new Set<string>();
  let first = true;
  const poll = async () => {
    try {
      const base = `${authOrigin}/emulator/v1/projects/${projectId}`;
      const [codes, links] = await Promise.all([
        fetch(`${base}/verificationCodes`).then(
          (r) => r.json() as Promise<{ verificationCodes?: VerificationCode[] }>,
        ),
        fetch(`${base}/oobCodes`).then((r) => r.json() as Promise<{ oobCodes?: OobCode[] }>),
      ]);
      for (const code of codes.verificationCodes ?? []) {
        if (!seen.has(code.sessionInfo) && !first) print(formatCode(code));
        seen.add(code.sessionInfo);
      }
      for (const link of links.oobCodes ?? []) {
        if (!seen.has(link.oobCode) && !first) print(formatLink(link));
        seen.add(link.oobCode);
      }
      first = false;
    } catch {
      // The emulator is starting or stopping: try again on the next tick.
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), 1000);
  return () => clearInterval(timer);
}
