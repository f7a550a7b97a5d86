import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type ProjectConfig, type UpdateProjectConfigRequest } from 'firebase-admin/auth';

/*
 * The Auth SMS region policy `npm run deploy` sets: sign-in codes go to US numbers only (the
 * product serves California and Florida voters), so nobody can make the project text premium
 * numbers abroad. Identity Toolkit admin config `smsRegionConfig`, allowlist-only
 * (https://cloud.google.com/identity-platform/docs/admin/sms-regions).
 */
export const SMS_REGION_POLICY: UpdateProjectConfigRequest = {
  smsRegionConfig: { allowlistOnly: { allowedRegions: ['US'] } },
};

/** The part of firebase-admin's ProjectConfigManager used here (tests pass a fake). */
export interface ProjectConfigs {
  updateProjectConfig(request: UpdateProjectConfigRequest): Promise<ProjectConfig>;
  getProjectConfig(): Promise<ProjectConfig>;
}

/** What is wrong with a project's SMS region policy; null when it allows US numbers only. */
export function smsPolicyProblem(config: Pick<ProjectConfig, 'smsRegionConfig'>): string | null {
  const policy = config.smsRegionConfig;
  const allowed = policy && 'allowlistOnly' in policy ? policy.allowlistOnly?.allowedRegions : undefined;
  if (allowed?.length === 1 && allowed[0] === 'US') return null;
  return `the Auth SMS region policy is ${JSON.stringify(policy ?? 'not set')}, not "allow US only"`;
}

/** Sets the policy, reads it back, and throws unless it now allows US numbers only. */
export async function applySmsRegionPolicy(configs: ProjectConfigs): Promise<void> {
  await configs.updateProjectConfig(SMS_REGION_POLICY);
  const problem = smsPolicyProblem(await configs.getProjectConfig());
  if (problem) throw new Error(`After setting it, ${problem}.`);
}

/** For `npm run deploy`: with Application Default Credentials of someone allowed to change Auth settings. */
export async function applySmsRegionPolicyTo(projectId: string): Promise<void> {
  const app = initializeApp({ projectId, credential: applicationDefault() }, `sms-policy-${projectId}`);
  try {
    await applySmsRegionPolicy(getAuth(app).projectConfigManager());
  } finally {
    await deleteApp(app);
  }
}
