import { describe, expect, it } from 'vitest';
import {
  type DistrictPlan,
  districtRepresentation,
  electedOnPlan,
  planForExtract,
  seatedPlanOn,
} from './districtPlans';

function plan(id: string, adopted: string, membersTakeOffice: string): DistrictPlan {
  return {
    id,
    state: 'ca',
    name: id,
    adopted,
    districts: 52,
    elections: [],
    firstPrimary: null,
    membersTakeOffice,
    sources: [],
  };
}

const OLD = plan('ca-commission-2021', '2021-12-27', '2023-01-03');
const NEW = plan('ca-legislature-2025', '2025-11-04', '2027-01-03');
const PLANS = [OLD, NEW];

describe('planForExtract', () => {
  it('reads a file on the plan of the next election after its extract date', () => {
    expect(planForExtract(PLANS, '2025-11-03').id).toBe(OLD.id);
    expect(planForExtract(PLANS, '2025-11-04').id).toBe(NEW.id);
    expect(planForExtract(PLANS, '2026-03-01').id).toBe(NEW.id);
    expect(planForExtract(PLANS, '2027-06-01').id).toBe(NEW.id);
  });

  it('reads a file older than every plan on the oldest one', () => {
    expect(planForExtract(PLANS, '2020-01-01').id).toBe(OLD.id);
  });

  it('says what to fix when a state has no plan', () => {
    expect(() => planForExtract([], '2026-01-01')).toThrow(/content\/districts\/plans.yaml/);
  });
});

describe('seatedPlanOn', () => {
  it('changes on the day the new plan’s members take office', () => {
    expect(seatedPlanOn(PLANS, '2027-01-02').id).toBe(OLD.id);
    expect(seatedPlanOn(PLANS, '2027-01-03').id).toBe(NEW.id);
  });
});

describe('districtRepresentation', () => {
  it('names no member while the voter’s district is on a plan whose members have not taken office', () => {
    expect(districtRepresentation(PLANS, NEW.id, '2026-11-28')).toEqual({
      kind: 'NOT_YET_SEATED',
      plan: NEW,
      seated: OLD,
      takesOffice: '2027-01-03',
    });
  });

  it('matches by number once the voter’s plan is the one in office', () => {
    expect(districtRepresentation(PLANS, NEW.id, '2027-01-03')).toEqual({ kind: 'SEATED', plan: NEW });
    expect(districtRepresentation(PLANS, OLD.id, '2026-11-28')).toEqual({ kind: 'SEATED', plan: OLD });
  });

  it('names no member for a district on a plan whose members have left office', () => {
    expect(districtRepresentation(PLANS, OLD.id, '2027-01-03')).toEqual({
      kind: 'PLAN_ENDED',
      plan: OLD,
      seated: NEW,
    });
  });

  it('reads a record without a plan (imported before plans were recorded) as on the plan in office', () => {
    expect(districtRepresentation(PLANS, null, '2026-11-28')).toEqual({ kind: 'SEATED', plan: OLD });
    expect(districtRepresentation(PLANS, 'unknown-plan', '2027-02-01')).toEqual({
      kind: 'SEATED',
      plan: NEW,
    });
  });
});

describe('electedOnPlan', () => {
  it('takes a member-elect of the day the plan’s members take office, or later, as elected on it', () => {
    expect(electedOnPlan(NEW, '2027-01-03')).toBe(true);
    expect(electedOnPlan(NEW, '2027-06-01')).toBe(true);
  });

  it('takes one who takes office sooner as the winner of a special election on the plan in office', () => {
    expect(electedOnPlan(NEW, '2026-12-01')).toBe(false);
  });
});
