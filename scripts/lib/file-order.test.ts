import { describe, expect, it } from 'vitest';
import { fileSecondsOf, orderByRecord } from './file-order.ts';

describe('the integration files’ order', () => {
  const record: Record<string, number> = {
    'long.test.ts': 90,
    'mid.test.ts': 30,
    'short.test.ts': 2,
  };
  const files = [
    { project: 'unit', name: 'a.test.ts' },
    { project: 'integration', name: 'short.test.ts' },
    { project: 'integration', name: 'mid.test.ts' },
    { project: 'unit', name: 'b.test.ts' },
    { project: 'integration', name: 'new.test.ts' },
    { project: 'integration', name: 'long.test.ts' },
  ];
  const ordered = orderByRecord(
    files,
    (file) => file.project === 'integration',
    (file) => record[file.name],
  );

  it('starts the integration files longest first, a file new since the record before them', () => {
    expect(ordered.map((file) => file.name)).toEqual([
      'a.test.ts',
      'new.test.ts',
      'long.test.ts',
      'b.test.ts',
      'mid.test.ts',
      'short.test.ts',
    ]);
  });

  it('leaves every other project’s files where Vitest put them', () => {
    expect(ordered.filter((file) => file.project === 'unit')).toEqual(
      files.filter((file) => file.project === 'unit'),
    );
  });

  it('records each file’s seconds from a report, at least one', () => {
    const at = (name: string, ms: number) => ({
      name: `${process.cwd()}/tests/integration/${name}`,
      startTime: 1_000,
      endTime: 1_000 + ms,
    });
    expect(fileSecondsOf({ testResults: [at('b.test.ts', 41_600), at('a.test.ts', 20)] })).toEqual({
      'a.test.ts': 1,
      'b.test.ts': 42,
    });
  });
});
