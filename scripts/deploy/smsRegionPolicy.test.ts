import {
  applySmsRegionPolicy,
  type ProjectConfigs,
  SMS_REGION_POLICY,
  smsPolicyProblem,
} from '@rv/functions/deploy';
import { describe, expect, it } from 'vitest';

type UpdateProjectConfigRequest = Parameters<ProjectConfigs['updateProjectConfig']>[0];
type ProjectConfig = Awaited<ReturnType<ProjectConfigs['getProjectConfig']>>;

// What `npm run deploy` sends to the project's Auth settings, and that it refuses to go on when
// the policy read back is not "US only".
function fakeProject(applies: boolean) {
  const sent: UpdateProjectConfigRequest[] = [];
  let stored: Pick<ProjectConfig, 'smsRegionConfig'> = {
    smsRegionConfig: { allowByDefault: { disallowedRegions: [] } },
  };
  return {
    sent,
    async updateProjectConfig(request: UpdateProjectConfigRequest) {
      sent.push(request);
      if (applies) stored = { smsRegionConfig: request.smsRegionConfig };
      return stored as ProjectConfig;
    },
    async getProjectConfig() {
      return stored as ProjectConfig;
    },
  };
}

describe('the Auth SMS region policy', () => {
  it('allows US numbers only', async () => {
    const project = fakeProject(true);
    await applySmsRegionPolicy(project);
    expect(project.sent).toEqual([{ smsRegionConfig: { allowlistOnly: { allowedRegions: ['US'] } } }]);
    expect(SMS_REGION_POLICY.smsRegionConfig).toEqual({ allowlistOnly: { allowedRegions: ['US'] } });
  });

  it('stops the deploy when the project does not take it', async () => {
    await expect(applySmsRegionPolicy(fakeProject(false))).rejects.toThrow(
      'After setting it, the Auth SMS region policy is {"allowByDefault":{"disallowedRegions":[]}}, not "allow US only".',
    );
  });

  it.each([
    [{ smsRegionConfig: { allowlistOnly: { allowedRegions: ['US', 'CA'] } } }],
    [{ smsRegionConfig: { allowByDefault: { disallowedRegions: ['RU'] } } }],
    [{}],
  ])('finds %j is not US only', (config) => {
    expect(smsPolicyProblem(config as Pick<ProjectConfig, 'smsRegionConfig'>)).toMatch(
      /not "allow US only"$/,
    );
  });
});
