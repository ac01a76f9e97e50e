import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { marginOf } from '../services/economics/margin.ts';

/** This month's revenue and engine cost of one tool, as generation_economics sums them. */
export interface ToolMargin {
  tool: string;
  revenueVnd: number;
  costVnd: number;
}

/**
 * Issue 27 point 6: `kieu_economics_revenue_vnd`, `kieu_economics_engine_cost_vnd` and
 * `kieu_economics_gross_margin_ratio` by tool (and `all`) over the current Vietnamese month, read
 * at each scrape from the rows the admin analytics sums, through the same margin computation.
 * A tool without revenue has no ratio sample (the analytics shows it as null).
 */
export function registerMarginGauges(
  registry: Registry,
  read: () => Promise<ToolMargin[]>,
  logger?: Logger,
) {
  let shared: { at: number; rows: Promise<ToolMargin[]> } | undefined;
  const rows = () => {
    // The three gauges are collected in one scrape: one query for all.
    if (!shared || Date.now() - shared.at > 1000) {
      shared = { at: Date.now(), rows: read() };
      shared.rows.catch(() => {
        shared = undefined;
      });
    }
    return shared.rows;
  };
  const withAll = (list: ToolMargin[]) => [
    ...list,
    {
      tool: 'all',
      revenueVnd: list.reduce((sum, row) => sum + row.revenueVnd, 0),
      costVnd: list.reduce((sum, row) => sum + row.costVnd, 0),
    },
  ];
  const gauge = (name: string, help: string, value: (row: ToolMargin) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['tool'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of withAll(await rows())) {
            const figure = value(row);
            if (figure !== null) this.set({ tool: row.tool }, figure);
          }
        } catch (error) {
          logger?.warn({ err: error }, 'margin figures not read');
        }
      },
    });
  gauge(
    'kieu_economics_revenue_vnd',
    'Revenue of this month (Asia/Ho_Chi_Minh) by tool, VND.',
    (row) => row.revenueVnd,
  );
  gauge(
    'kieu_economics_engine_cost_vnd',
    'Engine cost of this month by tool, VND.',
    (row) => row.costVnd,
  );
  gauge(
    'kieu_economics_gross_margin_ratio',
    'Gross margin (revenue - engine cost) / revenue of this month by tool.',
    (row) => marginOf(0, row.revenueVnd, row.costVnd).margin_ratio,
  );
}
