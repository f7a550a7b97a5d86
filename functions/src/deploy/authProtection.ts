import { callGoogle, type GoogleApis } from './googleRest';

/*
 * The Auth settings `npm run deploy` sets beside the SMS region policy (smsRegionPolicy.ts), on
 * the Identity Toolkit admin API's project config
 * (https://cloud.google.com/identity-platform/docs/reference/rest/v2/projects/updateConfig),
 * then reads back and checks:
 * - e-mail enumeration protection (`emailPrivacyConfig.enableImprovedEmailPrivacy`): sign-in
 *   and link requests no longer say whether an address has an account;
 * - anonymous sign-in off (the product never offers it; the blocking functions refuse it too);
 * - reCAPTCHA SMS defense (`recaptchaConfig`): every sign-in code request is scored for SMS toll
 *   fraud, and one scoring at or above SMS_FRAUD_BLOCK_SCORE is not sent. AUDIT, not ENFORCE:
 *   the sign-in screen still verifies with the invisible reCAPTCHA v2, which ENFORCE would refuse;
 *   the toll-fraud score applies in both (https://cloud.google.com/identity-platform/docs/recaptcha-sms).
 */

/** SMS toll-fraud risk score (0 = no risk, 1 = fraud) from which a sign-in code is not sent. */
export const SMS_FRAUD_BLOCK_SCORE = 0.5;

export const AUTH_PROTECTION = {
  emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
  signIn: { anonymous: { enabled: false } },
  recaptchaConfig: {
    phoneEnforcementState: 'AUDIT',
    useSmsTollFraudProtection: true,
    tollFraudManagedRules: [
      { startScore: SMS_FRAUD_BLOCK_SCORE, action: 'BLOCK' },
      { startScore: 0, action: 'ALLOW' },
    ],
  },
} as const;

const UPDATE_MASK = [
  'emailPrivacyConfig.enableImprovedEmailPrivacy',
  'signIn.anonymous.enabled',
  'recaptchaConfig.phoneEnforcementState',
  'recaptchaConfig.useSmsTollFraudProtection',
  'recaptchaConfig.tollFraudManagedRules',
].join(',');

/** The parts of the project config read back. */
export interface AuthConfig {
  emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  signIn?: { anonymous?: { enabled?: boolean } };
  recaptchaConfig?: {
    phoneEnforcementState?: string;
    useSmsTollFraudProtection?: boolean;
    tollFraudManagedRules?: { startScore?: number; action?: string }[];
  };
}

/** What is wrong with a project's Auth protection; empty when it is as set. */
export function authProtectionProblems(config: AuthConfig): string[] {
  const problems: string[] = [];
  if (config.emailPrivacyConfig?.enableImprovedEmailPrivacy !== true)
    problems.push('e-mail enumeration protection is off');
  if (config.signIn?.anonymous?.enabled === true) problems.push('anonymous sign-in is on');
  const recaptcha = config.recaptchaConfig;
  const state = recaptcha?.phoneEnforcementState;
  if (state !== 'AUDIT' && state !== 'ENFORCE')
    problems.push(`reCAPTCHA for phone sign-in is ${state ?? 'not set'}, not AUDIT or ENFORCE`);
  if (recaptcha?.useSmsTollFraudProtection !== true) problems.push('reCAPTCHA SMS defense is off');
  const block = recaptcha?.tollFraudManagedRules?.find((rule) => rule.action === 'BLOCK');
  if (block?.startScore !== SMS_FRAUD_BLOCK_SCORE)
    problems.push(
      `SMS toll-fraud requests are blocked from score ${block?.startScore ?? 'never'}, not ${SMS_FRAUD_BLOCK_SCORE}`,
    );
  return problems;
}

/** Sets the protection, reads the config back, and throws unless every part is as set. */
export async function applyAuthProtection(apis: GoogleApis, projectId: string): Promise<void> {
  const url = `${apis.identityToolkit}/admin/v2/projects/${projectId}/config`;
  await callGoogle(apis, 'PATCH', `${url}?updateMask=${encodeURIComponent(UPDATE_MASK)}`, AUTH_PROTECTION);
  const problems = authProtectionProblems(await callGoogle<AuthConfig>(apis, 'GET', url));
  if (problems.length > 0) throw new Error(`After setting the Auth protection: ${problems.join('; ')}.`);
}
