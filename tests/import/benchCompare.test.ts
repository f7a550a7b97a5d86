// The side-by-side import benchmark reads each checkout's figures from what its bench printed.
import { describe, expect, it } from 'vitest';
import { compareTable, parseBenchOutput, type RunFigures } from '../bench/importCompare';

// As the bench printed it at c89f51b (the importer's first landing) and still does.
const PRINTED = `generated 100,008 rows in 68 files: 3.5 s
    read + normalise + COPY: 1.69 s
    duplicates: 0.14 s
    ca insert new: 0.40 s
first import (target ≥ 100,000 rows/s): 100,008 rows in 3.80 s = 26,331 rows/s end to end; rows written 99,370
  CPU: Node 1.1 s + PostgreSQL 1.6 s = 37,462 rows per CPU-second
  malformed 99, exempt 539, contacts ignored 2,050
    read + normalise + COPY: 2.49 s
    duplicates: 0.10 s
    ca diff: 0.17 s
no-change re-import (target: 0 rows written): 100,008 rows in 3.17 s = 31,571 rows/s end to end; rows written 0
  CPU: Node 1.2 s + PostgreSQL 0.5 s = 58,733 rows per CPU-second
  rows written by the re-import: 0
`;

describe('the import bench side by side', () => {
  it("reads each import's rows, wall time, CPU seconds and its own phases", () => {
    const run = parseBenchOutput(PRINTED);
    expect(run['first import']).toMatchObject({ rows: 100_008, wall: 3.8, node: 1.1, postgres: 1.6 });
    expect(Object.fromEntries(run['first import'].phases)).toEqual({
      'read + normalise + COPY': 1.69,
      duplicates: 0.14,
      'ca insert new': 0.4,
    });
    expect(run['no-change re-import']).toMatchObject({ rows: 100_008, wall: 3.17, node: 1.2, postgres: 0.5 });
    expect([...run['no-change re-import'].phases.keys()]).toEqual([
      'read + normalise + COPY',
      'duplicates',
      'ca diff',
    ]);
  });

  it('says which import a run did not print instead of comparing half a run', () => {
    const firstOnly = PRINTED.slice(0, PRINTED.indexOf('    read + normalise + COPY: 2.49 s'));
    expect(() => parseBenchOutput(firstOnly)).toThrow('the bench printed no "no-change re-import" figures');
  });

  it('prints medians on both sides and their ratio, this / other', () => {
    const scaled = (factor: number): RunFigures => {
      const run = parseBenchOutput(PRINTED);
      for (const figures of Object.values(run)) {
        figures.wall *= factor;
        figures.node *= factor;
        figures.postgres *= factor;
        for (const [name, s] of figures.phases) figures.phases.set(name, s * factor);
      }
      return run;
    };
    const lines = compareTable(
      'first import',
      { label: 'this', dir: '.' },
      { label: 'other', dir: '../old' },
      [scaled(1), scaled(1.5), scaled(100)],
      [scaled(2), scaled(2), scaled(2)],
    );
    // The last three columns of a line: this, other, ratio.
    const figures = (name: string) =>
      lines
        .find((l) => l.includes(name))
        ?.split(/\s+/)
        .slice(-3);
    // Medians: this 1.5 × the printed figures (the slow outlier does not count), other 2 ×.
    expect(figures('wall')).toEqual(['5.70', '7.60', '0.75']);
    expect(figures('CPU total')).toEqual(['4.05', '5.40', '0.75']);
    expect(figures('phase: duplicates')).toEqual(['0.21', '0.28', '0.75']);
  });
});
