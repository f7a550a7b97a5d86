import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionBudgetProblem } from './config';

// Pool size × instances × callables must fit the database's connection budget; checked when the
// functions module loads (index.ts), so a deploy or an instance start stops with what to change.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('connection budget', () => {
  it('fits with the defaults (4 per pool × 3 instances × 7 functions = 84 of 90)', () => {
    expect(connectionBudgetProblem(7)).toBeNull();
  });

  it('names every figure and what to change when it does not fit', () => {
    vi.stubEnv('DATABASE_POOL_MAX', '20');
    vi.stubEnv('RV_MAX_INSTANCES', '20');
    vi.stubEnv('RV_DATABASE_CONNECTIONS', '100');
    expect(connectionBudgetProblem(6)).toBe(
      'DATABASE_POOL_MAX (20) × RV_MAX_INSTANCES (20) × 6 functions = 2400 connections, more than RV_DATABASE_CONNECTIONS (100). Lower the pool or the instances, or raise the budget to what the database allows (its max_connections minus what imports and administration need).',
    );
  });

  it('stops the functions module from loading', async () => {
    vi.stubEnv('RV_MAX_INSTANCES', '50');
    vi.resetModules();
    await expect(import('./index')).rejects.toThrow(/RV_MAX_INSTANCES \(50\)/);
  });

  it('refuses a setting that is not a whole number', () => {
    vi.stubEnv('RV_DATABASE_CONNECTIONS', 'lots');
    expect(() => connectionBudgetProblem(5)).toThrow(
      'RV_DATABASE_CONNECTIONS must be a whole number ≥ 0, got "lots"',
    );
  });
});
