import { describe, expect, it } from 'vitest';
import { splitAllocations } from './settle-charge.ts';

describe('keeping part of a hold (decision 064)', () => {
  const hold = [
    { grantId: 'soonest', amount: 2 },
    { grantId: 'later', amount: 2 },
  ];

  it('keeps the first grants’ credits and gives back the rest', () => {
    expect(splitAllocations(hold, 3)).toEqual({
      keep: [
        { grantId: 'soonest', amount: 2 },
        { grantId: 'later', amount: 1 },
      ],
      back: [{ grantId: 'later', amount: 1 }],
    });
  });

  it('keeps all, or nothing', () => {
    expect(splitAllocations(hold, 4)).toEqual({ keep: hold, back: [] });
    expect(splitAllocations(hold, 0)).toEqual({ keep: [], back: hold });
  });
});
