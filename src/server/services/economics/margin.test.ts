import { describe, expect, it } from 'vitest';
import { marginOf, summarizeMargins, type EconomicsRow } from './margin.ts';

const row = (fields: Partial<EconomicsRow>): EconomicsRow => ({
  bucket: '2026-03-01',
  tool: 'virtual-tryon',
  planId: 'basic',
  option: 'default',
  engine: 'fal',
  model: 'fal-ai/fashn/tryon/v1.6',
  generations: 1,
  revenueVnd: 0,
  costVnd: 0,
  ...fields,
});

describe('marginOf', () => {
  it('takes the margin of revenue, to four places', () => {
    expect(marginOf(3, 3_000, 1_000)).toEqual({
      generations: 3,
      revenue_vnd: 3_000,
      cost_vnd: 1_000,
      margin_vnd: 2_000,
      margin_ratio: 0.6667,
    });
  });

  it('has no ratio when nothing was earned (free credits, unlimited plans), however much it cost', () => {
    expect(marginOf(1, 0, 1_950)).toMatchObject({ margin_vnd: -1_950, margin_ratio: null });
  });

  it('reads a loss as a negative ratio: Veo 3 sold for two Premium credits', () => {
    // 2 credits at 995 ₫ against an 8 s Veo 3 video at $5 (130,000 ₫).
    expect(marginOf(1, 1_990, 130_000).margin_ratio).toBeCloseTo(-64.3266, 4);
  });
});

describe('summarizeMargins', () => {
  const buckets = ['2026-03-01', '2026-04-01'];

  it('sums revenue and cost by tool, engine, model and plan, bucket by bucket', () => {
    const summary = summarizeMargins(
      [
        // An annual Pro try-on: 1 credit at 1,064 ₫ (20% less than monthly).
        row({ planId: 'pro', revenueVnd: 1_064, costVnd: 1_950 }),
        row({ bucket: '2026-04-01', generations: 2, revenueVnd: 3_960, costVnd: 3_900 }),
        // A failover: the row carries both engines' cost; the engine is the one that served.
        row({
          tool: 'image-to-video',
          option: 'kling-10s',
          engine: 'replicate',
          model: 'kwaivgi/kling-v2.1',
          revenueVnd: 3_960,
          costVnd: 11_700 + 23_400,
        }),
        // Free credits are worth 0; a refusal before any call has no engine.
        row({ planId: 'free', engine: null, model: null, revenueVnd: 0, costVnd: 0 }),
      ],
      buckets,
    );
    expect(summary.totals).toEqual({
      generations: 5,
      revenue_vnd: 8_984,
      cost_vnd: 40_950,
      margin_vnd: -31_966,
      margin_ratio: -3.5581,
    });
    expect(summary.series.map((s) => s.margin_vnd)).toEqual([-32_026, 60]);
    const tryOn = summary.by_tool.find((g) => g.key === 'virtual-tryon')!;
    expect(tryOn).toMatchObject({
      generations: 4,
      revenue_vnd: 5_024,
      cost_vnd: 5_850,
      margin_vnd: -826,
      margin_series: [-886, 60],
    });
    // The largest loss first.
    expect(summary.by_tool.map((g) => g.key)).toEqual(['image-to-video', 'virtual-tryon']);
    expect(summary.by_engine.map((g) => [g.key, g.margin_vnd])).toEqual([
      ['replicate', -31_140],
      ['fal', -826],
      ['none', 0],
    ]);
    expect(summary.by_plan.map((g) => [g.key, g.margin_vnd])).toEqual([
      ['basic', -31_080],
      ['pro', -886],
      ['free', 0],
    ]);
    expect(summary.by_model.find((g) => g.key === 'kwaivgi/kling-v2.1')?.cost_vnd).toBe(35_100);
  });

  it('names at most five losing options, the largest loss first, and never a profitable one', () => {
    const options = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const rows = options.map((option, i) =>
      row({ option, revenueVnd: 1_000, costVnd: 1_000 + (i + 1) * 100 }),
    );
    rows.push(row({ option: 'profit', revenueVnd: 5_000, costVnd: 100 }));
    rows.push(row({ option: 'g', revenueVnd: 10_000, costVnd: 0 }));
    const { worst_options } = summarizeMargins(rows, buckets);
    // g lost 700 once but earned 10,000 on another row: summed per option, it is not a loss.
    expect(worst_options.map((o) => [o.option, o.margin_vnd])).toEqual([
      ['f', -600],
      ['e', -500],
      ['d', -400],
      ['c', -300],
      ['b', -200],
    ]);
    expect(worst_options[0]).toMatchObject({ tool: 'virtual-tryon', margin_ratio: -0.6 });
  });

  it('keeps a bucket without generations at zero and leaves rows outside the range out', () => {
    const summary = summarizeMargins(
      [row({ bucket: '2026-05-01', revenueVnd: 9, costVnd: 1 })],
      buckets,
    );
    expect(summary.totals.generations).toBe(0);
    expect(summary.series).toHaveLength(2);
    expect(summary.series[0]).toMatchObject({ generations: 0, margin_ratio: null });
  });
});
