import { callGoogle, type GoogleApis } from './googleRest';

/*
 * The project's budget alert `npm run deploy` keeps (Cloud Billing Budget API,
 * https://cloud.google.com/billing/docs/reference/budget/rest/v1/billingAccounts.budgets): one
 * monthly budget on the project in US dollars, e-mailing the billing account's admins at 50 %,
 * 90 % and 100 % of actual spend and at 100 % of forecast spend. SMS pumping shows up here first
 * as Identity Platform SMS charges. Found again by its display name, so a deploy updates it
 * rather than adding another.
 */

export const BUDGET_DISPLAY_NAME = 'Registered Voice (npm run deploy)';

const BUDGET_THRESHOLDS = [
  { thresholdPercent: 0.5, spendBasis: 'CURRENT_SPEND' },
  { thresholdPercent: 0.9, spendBasis: 'CURRENT_SPEND' },
  { thresholdPercent: 1, spendBasis: 'CURRENT_SPEND' },
  { thresholdPercent: 1, spendBasis: 'FORECASTED_SPEND' },
] as const;

export interface Budget {
  name?: string;
  displayName?: string;
  budgetFilter?: { projects?: string[] };
  amount?: { specifiedAmount?: { currencyCode?: string; units?: string } };
  thresholdRules?: { thresholdPercent?: number; spendBasis?: string }[];
}

function budgetFor(projectNumber: string, monthlyUsd: number): Budget {
  return {
    displayName: BUDGET_DISPLAY_NAME,
    budgetFilter: { projects: [`projects/${projectNumber}`] },
    amount: { specifiedAmount: { currencyCode: 'USD', units: String(monthlyUsd) } },
    thresholdRules: BUDGET_THRESHOLDS.map((rule) => ({ ...rule })),
  };
}

/** What differs between the budget read back and the one set; empty when they agree. */
function budgetProblems(stored: Budget | undefined, wanted: Budget): string[] {
  if (!stored) return [`no budget named "${BUDGET_DISPLAY_NAME}"`];
  const problems: string[] = [];
  if (JSON.stringify(stored.budgetFilter?.projects) !== JSON.stringify(wanted.budgetFilter?.projects))
    problems.push(`it covers ${JSON.stringify(stored.budgetFilter?.projects ?? [])}`);
  const units = stored.amount?.specifiedAmount?.units;
  if (units !== wanted.amount?.specifiedAmount?.units)
    problems.push(`its amount is ${units ?? 'not set'} USD`);
  const rules = (stored.thresholdRules ?? []).map(
    (r) => `${r.thresholdPercent}:${r.spendBasis ?? 'CURRENT_SPEND'}`,
  );
  for (const rule of BUDGET_THRESHOLDS)
    if (!rules.includes(`${rule.thresholdPercent}:${rule.spendBasis}`))
      problems.push(
        `it lacks the alert at ${rule.thresholdPercent * 100} % of ${rule.spendBasis.toLowerCase()}`,
      );
  return problems;
}

async function findBudget(apis: GoogleApis, billingAccount: string): Promise<Budget | undefined> {
  let pageToken = '';
  do {
    const page = await callGoogle<{ budgets?: Budget[]; nextPageToken?: string }>(
      apis,
      'GET',
      `${apis.billingBudgets}/v1/billingAccounts/${billingAccount}/budgets${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    );
    const found = page.budgets?.find((b) => b.displayName === BUDGET_DISPLAY_NAME);
    if (found) return found;
    pageToken = page.nextPageToken ?? '';
  } while (pageToken !== '');
  return undefined;
}

/**
 * Creates or updates the budget of `projectId` on `billingAccount` (e.g. 012345-6789AB-CDEF01),
 * reads it back and throws unless it is as set.
 */
export async function applyBudgetAlerts(
  apis: GoogleApis,
  {
    projectId,
    billingAccount,
    monthlyUsd,
  }: { projectId: string; billingAccount: string; monthlyUsd: number },
): Promise<void> {
  const project = await callGoogle<{ name?: string }>(
    apis,
    'GET',
    `${apis.resourceManager}/v3/projects/${projectId}`,
  );
  const projectNumber = project.name?.replace(/^projects\//, '');
  if (!projectNumber) throw new Error(`Could not read the project number of ${projectId}.`);
  const wanted = budgetFor(projectNumber, monthlyUsd);
  const existing = await findBudget(apis, billingAccount);
  if (existing?.name) {
    const mask = 'budgetFilter.projects,amount,thresholdRules';
    await callGoogle(
      apis,
      'PATCH',
      `${apis.billingBudgets}/v1/${existing.name}?updateMask=${encodeURIComponent(mask)}`,
      wanted,
    );
  } else {
    await callGoogle(
      apis,
      'POST',
      `${apis.billingBudgets}/v1/billingAccounts/${billingAccount}/budgets`,
      wanted,
    );
  }
  const problems = budgetProblems(await findBudget(apis, billingAccount), wanted);
  if (problems.length > 0) throw new Error(`After setting the budget alert: ${problems.join('; ')}.`);
}
