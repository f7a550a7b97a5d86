// District plans (content/districts/plans.yaml): a congressional district number means something
// only on its plan. A voter file's districts are on the plan of the next election after the
// file's extract date; the members in office hold the districts of the plan they were elected
// on until the members elected on the next plan take office (docs/decisions/0072-district-plans.md).

import type { StateCode } from './vocabulary';

/** One fact about a plan, where it was read and when. */
export interface DistrictPlanFact {
  readonly fact: string;
  readonly url: string;
  readonly checked: string;
}

export interface DistrictPlan {
  /** "ca-legislature-2025". */
  readonly id: string;
  readonly state: StateCode;
  /** "California Legislature, 2025 (Proposition 50)". */
  readonly name: string;
  /** ISO date the plan became law; the state's regular elections after it are held on it. */
  readonly adopted: string;
  readonly districts: number;
  /** Years of the general elections held on the plan. */
  readonly elections: readonly number[];
  /** ISO date of the first primary held on the plan, when known. */
  readonly firstPrimary: string | null;
  /** ISO date the members elected on the plan take office. */
  readonly membersTakeOffice: string;
  readonly sources: readonly DistrictPlanFact[];
}

function newestWhere(plans: readonly DistrictPlan[], test: (plan: DistrictPlan) => boolean): DistrictPlan {
  const first = plans[0];
  if (!first) throw new Error('A state has at least one district plan. Check content/districts/plans.yaml.');
  return plans.filter(test).at(-1) ?? first;
}

/**
 * The plan a voter file extracted on `extractDate` (ISO) is read on: the plan of the state's next
 * regular election after that day, which is the newest plan adopted on or before it (a plan, once
 * law, is what the next elections are held on). Plans are oldest first; before any plan was
 * adopted, the oldest. An import may say otherwise (`--plan`) when a file does.
 */
export function planForExtract(plans: readonly DistrictPlan[], extractDate: string): DistrictPlan {
  return newestWhere(plans, (plan) => plan.adopted <= extractDate);
}

/** The plan whose members hold the state's House seats on `today` (ISO): the newest seated. */
export function seatedPlanOn(plans: readonly DistrictPlan[], today: string): DistrictPlan {
  return newestWhere(plans, (plan) => plan.membersTakeOffice <= today);
}

/**
 * What the site may say about a voter's representative, from the plan of their district and the
 * day:
 * - SEATED: the voter's district is on the plan the members in office were elected on, so its
 *   member is their representative.
 * - NOT_YET_SEATED: the voter's district is on a newer plan, whose members take office on
 *   `takesOffice`; until then the voter file does not say which district of the plan in office
 *   they live in, so no member is named as theirs.
 * - PLAN_ENDED: the voter's district is on an older plan whose members have left office (the
 *   state's new voter file is not imported yet); again no member is named as theirs.
 */
export type DistrictRepresentation =
  | { readonly kind: 'SEATED'; readonly plan: DistrictPlan }
  | {
      readonly kind: 'NOT_YET_SEATED';
      readonly plan: DistrictPlan;
      readonly seated: DistrictPlan;
      readonly takesOffice: string;
    }
  | { readonly kind: 'PLAN_ENDED'; readonly plan: DistrictPlan; readonly seated: DistrictPlan };

/**
 * How a voter's district, on plan `voterPlan` (an id; null for a record imported before plans
 * were recorded, read as on the plan in office), relates to the members in office on `today`.
 */
export function districtRepresentation(
  plans: readonly DistrictPlan[],
  voterPlan: string | null,
  today: string,
): DistrictRepresentation {
  const seated = seatedPlanOn(plans, today);
  const plan = plans.find((candidate) => candidate.id === voterPlan) ?? seated;
  if (plan.id === seated.id) return { kind: 'SEATED', plan };
  return plan.membersTakeOffice > today
    ? { kind: 'NOT_YET_SEATED', plan, seated, takesOffice: plan.membersTakeOffice }
    : { kind: 'PLAN_ENDED', plan, seated };
}

/**
 * Whether a seat's member-elect, taking office on `takesOffice` (ISO), was elected on `plan`:
 * the members of a plan take office on its `membersTakeOffice` (or, after a special election on
 * it, later); a member-elect who takes office before that won a special election on an earlier
 * plan, the one in office.
 */
export function electedOnPlan(plan: DistrictPlan, takesOffice: string): boolean {
  return takesOffice >= plan.membersTakeOffice;
}
