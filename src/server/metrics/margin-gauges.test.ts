import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

describe('the margin gauges', () => {
  it('give revenue, cost and gross margin ratio by tool and in all, with no ratio without revenue', async () => {
    const metrics = createMetrics({
      margins: () =>
        Promise.resolve([
          { tool: 'virtual-tryon', revenueVnd: 4_000, costVnd: 1_000 },
          { tool: 'image-to-video', revenueVnd: 0, costVnd: 130_000 },
        ]),
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('kieu_economics_revenue_vnd{tool="virtual-tryon"} 4000');
    expect(text).toContain('kieu_economics_engine_cost_vnd{tool="all"} 131000');
    expect(text).toContain('kieu_economics_gross_margin_ratio{tool="virtual-tryon"} 0.75');
    // (4,000 − 131,000) ÷ 4,000
    expect(text).toContain('kieu_economics_gross_margin_ratio{tool="all"} -31.75');
    expect(text).not.toContain('kieu_economics_gross_margin_ratio{tool="image-to-video"}');
  });

  it('leaves the gauges empty when the figures cannot be read', async () => {
    const metrics = createMetrics({ margins: () => Promise.reject(new Error('database down')) });
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE kieu_economics_revenue_vnd gauge');
    expect(text).not.toMatch(/kieu_economics_revenue_vnd\{/);
  });
});
