import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleApis } from '@rv/functions/deploy';
import {
  AUTH_PROTECTION,
  applyAuthProtection,
  applyBudgetAlerts,
  authProtectionProblems,
  BUDGET_DISPLAY_NAME,
  type Budget,
  SMS_FRAUD_BLOCK_SCORE,
} from '@rv/functions/deploy';
import { afterEach, describe, expect, it } from 'vitest';

// What `npm run deploy` sends to the Identity Toolkit, Resource Manager and Billing Budget APIs,
// against a server on localhost that records every request and answers as the APIs do (or, when
// told, takes nothing: the deploy must then stop).

interface Recorded {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
  quotaProject: string | undefined;
}

type Json = Record<string, unknown>;

function merge(into: Json, from: Json): Json {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge({ ...(current as Json) }, value as Json)
        : value;
  }
  return into;
}

async function fakeGoogle({ applies = true, budgets = [] as Budget[] } = {}) {
  const requests: Recorded[] = [];
  let config: Json = {
    signIn: { anonymous: { enabled: true }, email: { enabled: true, passwordRequired: false } },
  };
  const stored = [...budgets];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Json) : undefined;
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        authorization: req.headers.authorization,
        quotaProject: req.headers['x-goog-user-project'] as string | undefined,
      });
      const path = (req.url ?? '').split('?')[0];
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (path === '/admin/v2/projects/rv-prod/config') {
        if (req.method === 'PATCH' && applies && body) config = merge({ ...config }, body);
        return answer(200, config);
      }
      if (path === '/v3/projects/rv-prod')
        return answer(200, { name: 'projects/123456789', projectId: 'rv-prod' });
      if (path === '/v1/billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets') {
        if (req.method === 'POST' && body) {
          const created = {
            ...(body as Budget),
            name: `billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets/b${stored.length}`,
          };
          if (applies) stored.push(created);
          return answer(200, created);
        }
        return answer(200, { budgets: stored });
      }
      const budget = stored.find((b) => `/v1/${b.name}` === path);
      if (budget && req.method === 'PATCH' && body) {
        if (applies) Object.assign(budget, body);
        return answer(200, budget);
      }
      return answer(404, { error: { message: `no such resource ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apis: GoogleApis = {
    identityToolkit: base,
    billingBudgets: base,
    resourceManager: base,
    accessToken: async () => 'test-access-token',
    quotaProject: 'rv-prod',
  };
  return {
    apis,
    requests,
    stored,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the Auth protection', () => {
  it('turns on e-mail enumeration protection and reCAPTCHA SMS defense, turns off anonymous sign-in, and checks', async () => {
    const google = await fakeGoogle();
    close = google.close;
    await applyAuthProtection(google.apis, 'rv-prod');
    expect(google.requests.map((r) => [r.method, decodeURIComponent(r.url)])).toEqual([
      [
        'PATCH',
        '/admin/v2/projects/rv-prod/config?updateMask=emailPrivacyConfig.enableImprovedEmailPrivacy,signIn.anonymous.enabled,recaptchaConfig.phoneEnforcementState,recaptchaConfig.useSmsTollFraudProtection,recaptchaConfig.tollFraudManagedRules',
      ],
      ['GET', '/admin/v2/projects/rv-prod/config'],
    ]);
    expect(google.requests[0]?.body).toEqual({
      emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
      signIn: { anonymous: { enabled: false } },
      recaptchaConfig: {
        phoneEnforcementState: 'AUDIT',
        useSmsTollFraudProtection: true,
        tollFraudManagedRules: [
          { startScore: 0.5, action: 'BLOCK' },
          { startScore: 0, action: 'ALLOW' },
        ],
      },
    });
    expect(google.requests.every((r) => r.authorization === 'Bearer test-access-token')).toBe(true);
    expect(google.requests.every((r) => r.quotaProject === 'rv-prod')).toBe(true);
  });

  it('stops the deploy when the project does not take it, saying what is off', async () => {
    const google = await fakeGoogle({ applies: false });
    close = google.close;
    await expect(applyAuthProtection(google.apis, 'rv-prod')).rejects.toThrow(
      'After setting the Auth protection: e-mail enumeration protection is off; anonymous sign-in is on; reCAPTCHA for phone sign-in is not set, not AUDIT or ENFORCE; reCAPTCHA SMS defense is off; SMS toll-fraud requests are blocked from score never, not 0.5.',
    );
  });

  it('finds a weaker threshold', () => {
    const weaker = {
      ...AUTH_PROTECTION,
      recaptchaConfig: {
        ...AUTH_PROTECTION.recaptchaConfig,
        tollFraudManagedRules: [{ startScore: 0.9, action: 'BLOCK' }],
      },
    };
    expect(authProtectionProblems(weaker)).toEqual([
      `SMS toll-fraud requests are blocked from score 0.9, not ${SMS_FRAUD_BLOCK_SCORE}`,
    ]);
  });
});

describe('the budget alert', () => {
  const settings = { projectId: 'rv-prod', billingAccount: '0A1B2C-3D4E5F-6A7B8C', monthlyUsd: 300 };

  it('is created on the project, in dollars, with alerts at 50, 90 and 100 % and at 100 % forecast', async () => {
    const google = await fakeGoogle();
    close = google.close;
    await applyBudgetAlerts(google.apis, settings);
    expect(google.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v3/projects/rv-prod',
      'GET /v1/billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets',
      'POST /v1/billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets',
      'GET /v1/billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets',
    ]);
    expect(google.requests[2]?.body).toEqual({
      displayName: BUDGET_DISPLAY_NAME,
      budgetFilter: { projects: ['projects/123456789'] },
      amount: { specifiedAmount: { currencyCode: 'USD', units: '300' } },
      thresholdRules: [
        { thresholdPercent: 0.5, spendBasis: 'CURRENT_SPEND' },
        { thresholdPercent: 0.9, spendBasis: 'CURRENT_SPEND' },
        { thresholdPercent: 1, spendBasis: 'CURRENT_SPEND' },
        { thresholdPercent: 1, spendBasis: 'FORECASTED_SPEND' },
      ],
    });
  });

  it('is updated, not duplicated, on the next deploy', async () => {
    const google = await fakeGoogle({
      budgets: [
        {
          name: 'billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets/old',
          displayName: BUDGET_DISPLAY_NAME,
          budgetFilter: { projects: ['projects/123456789'] },
          amount: { specifiedAmount: { currencyCode: 'USD', units: '100' } },
        },
      ],
    });
    close = google.close;
    await applyBudgetAlerts(google.apis, settings);
    expect(google.requests.map((r) => `${r.method} ${decodeURIComponent(r.url)}`)).toContain(
      'PATCH /v1/billingAccounts/0A1B2C-3D4E5F-6A7B8C/budgets/old?updateMask=budgetFilter.projects,amount,thresholdRules',
    );
    expect(google.stored).toHaveLength(1);
    expect(google.stored[0]?.amount?.specifiedAmount?.units).toBe('300');
  });

  it('stops the deploy when the budget is not there afterwards', async () => {
    const google = await fakeGoogle({ applies: false });
    close = google.close;
    await expect(applyBudgetAlerts(google.apis, settings)).rejects.toThrow(
      `After setting the budget alert: no budget named "${BUDGET_DISPLAY_NAME}".`,
    );
  });
});
