import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  RESULTS_CHAMBERS,
  RESULTS_LICENCE,
  type ResultsCsvColumn,
  type ResultsJsonField,
} from '@rv/api/contract';
import { site } from '@rv/catalogue';

// What each field of the public results holds, in the page's language. Keyed by the names the
// results' format lists (@rv/api resultsFormat.ts, checked against the schema there), so a field
// added, removed or renamed fails the typecheck until it is described here, and i18n:check fails
// until its description is translated. Code-like values are placeholders: they stay as they are
// in every language.
const petitionAddress = '/petitions/{url}';
const counts = '{"YES": n, "NO": n}';
const licence = RESULTS_LICENCE;
const hidden = `<${site.publicCounts.fewerThan}`;
const [congressional, assembly, senate] = RESULTS_CHAMBERS;

export const JSON_FIELD_DESCRIPTIONS: Readonly<Record<ResultsJsonField, MessageDescriptor>> = {
  url: msg`The petition's address on this site is ${petitionAddress}.`,
  title: msg`The petition's title.`,
  asOf: msg`When the counts were read from the database, in ISO 8601 (UTC).`,
  licence: msg`Always "${licence}": the data is dedicated to the public domain.`,
  fewerThan: msg`The smallest count published: a district's count from 1 to one less than this is null, "fewer than" this number, so that no voter's stance can be singled out. Each "TOTAL" adds up only the counts shown.`,
  congressional: msg`Stances by U.S. congressional district: "ca" and "fl", each keyed by district number with ${counts}, plus "TOTAL" for the state.`,
  districtPlans: msg`The district plan (map) each state's congressional districts are on, "ca" and "fl": the plan of the state's newest voter list, whose districts the stances are counted under (null before any list). A district number names a place only on its plan; the members in office may have been elected on an earlier one.`,
  california: msg`California's state legislative districts: "stateAssembly" and "stateSenate", each keyed by district number with ${counts}.`,
};

export const CSV_COLUMN_DESCRIPTIONS: Readonly<Record<ResultsCsvColumn, MessageDescriptor>> = {
  petition: msg`The petition's url, as in the JSON.`,
  title: msg`The petition's title (quoted when it holds a comma, a quote or a line break).`,
  as_of: msg`When the counts were read, in ISO 8601 (UTC).`,
  state: msg`"ca" or "fl".`,
  chamber: msg`"${congressional}" (U.S. House districts of both states), "${assembly}" or "${senate}" (California's legislature).`,
  district: msg`The district's number, or "TOTAL" for a state's congressional total.`,
  yes: msg`How many verified voters support the petition (YES in the JSON); "${hidden}" when fewer than the smallest count published (fewerThan in the JSON), and a "TOTAL" adds up only the counts shown.`,
  no: msg`How many verified voters oppose it (NO in the JSON); "${hidden}" as for yes.`,
  district_plan: msg`For a congressional row, the district plan (map) the district is on, as districtPlans in the JSON; empty for the state legislature's rows.`,
};
