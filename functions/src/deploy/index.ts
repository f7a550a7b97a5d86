// What `npm run deploy` (scripts/deploy/deploy.ts) applies to the Google project besides the
// code: Auth's protections, budget alerts and the SMS region policy, over Google's REST APIs.
export * from './authProtection';
export * from './budgetAlerts';
export * from './googleRest';
export * from './smsRegionPolicy';
