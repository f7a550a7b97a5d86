export * from './About';
export * from './Eligibility';
export * from './PolicyPage';
