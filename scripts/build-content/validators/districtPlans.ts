// districts/plans.yaml: each state's congressional district plans, oldest first, with the dates
// that say which plan a voter file and the members in office are on.
import { districtPlansSchema } from '@rv/catalogue/schema';
import { type DistrictPlan, STATE_CODES, type StateCode } from '@rv/domain';
import type { FieldReporter } from '../collector';
import type { SiteInput } from './input';

export const DISTRICT_PLANS_FILE = 'districts/plans.yaml';

type Plans = Readonly<Record<StateCode, readonly DistrictPlan[]>>;

export function validateDistrictPlans({ files, report, site }: SiteInput): Plans | null {
  const loaded = files.readYaml(DISTRICT_PLANS_FILE);
  if (!loaded) return null;
  const fields = report.fields(loaded.source);
  const file = fields.validate(districtPlansSchema, loaded.data);
  if (!file || !site) return null;
  const before = report.count;
  const ids = new Set<string>();
  const plans = Object.fromEntries(
    STATE_CODES.map((state) => {
      const list = file[state].map(
        (entry): DistrictPlan => ({
          id: entry.id,
          state,
          name: entry.name,
          adopted: entry.adopted,
          districts: entry.districts,
          elections: entry.elections,
          firstPrimary: entry.firstPrimary ?? null,
          membersTakeOffice: entry.membersTakeOffice,
          sources: entry.sources,
        }),
      );
      checkPlans({ state, plans: list, count: site.states[state].congressionalDistricts, ids, fields });
      return [state, list];
    }),
  ) as Record<StateCode, DistrictPlan[]>;
  return report.count === before ? plans : null;
}

/** Ids unique and of the state; dates in order within a plan and from one plan to the next. */
function checkPlans({
  state,
  plans,
  count,
  ids,
  fields,
}: {
  state: StateCode;
  plans: readonly DistrictPlan[];
  count: number;
  ids: Set<string>;
  fields: FieldReporter;
}): void {
  plans.forEach((plan, index) => {
    const at = (field: string) => [state, index, field];
    if (!plan.id.startsWith(`${state}-`))
      fields.at(at('id'), `must start with "${state}-", the plan's state`);
    if (ids.has(plan.id)) fields.at(at('id'), `"${plan.id}" is used twice — give each plan its own id`);
    ids.add(plan.id);
    if (plan.districts !== count) {
      fields.at(
        at('districts'),
        `is ${plan.districts} but ${state.toUpperCase()} has ${count} districts (site.yaml states.${state}.congressionalDistricts) — when the count changes, change both`,
      );
    }
    if (plan.membersTakeOffice <= plan.adopted) {
      fields.at(
        at('membersTakeOffice'),
        `must be after adopted (${plan.adopted}) — members are elected on a plan after it becomes law`,
      );
    }
    if (
      plan.firstPrimary &&
      (plan.firstPrimary < plan.adopted || plan.firstPrimary >= plan.membersTakeOffice)
    ) {
      fields.at(
        at('firstPrimary'),
        `must be between adopted (${plan.adopted}) and membersTakeOffice (${plan.membersTakeOffice})`,
      );
    }
    plan.elections.forEach((year, i) => {
      const previous = plan.elections[i - 1];
      if (previous !== undefined && year <= previous) {
        fields.at(
          [state, index, 'elections', i],
          `${year} comes after ${previous} — list the years in order, each once`,
        );
      }
    });
    const before = plans[index - 1];
    if (!before) return;
    if (plan.adopted <= before.adopted) {
      fields.at(
        at('adopted'),
        `must be after the plan before (${before.id}, adopted ${before.adopted}) — list plans oldest first`,
      );
    }
    if (plan.membersTakeOffice <= before.membersTakeOffice) {
      fields.at(at('membersTakeOffice'), `must be after the plan before's (${before.membersTakeOffice})`);
    }
    const overlap = plan.elections.filter((year) => before.elections.includes(year));
    if (overlap.length > 0) {
      fields.at(
        at('elections'),
        `${overlap.join(', ')} also listed for ${before.id} — an election is held on one plan`,
      );
    }
  });
}
