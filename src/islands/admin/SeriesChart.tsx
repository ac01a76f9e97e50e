import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/**
 * uPlot's code ships only with the analytics page: the first chart loads it on demand. Its CSS
 * is imported by src/pages/admin/analytics.astro (Astro drops CSS imported dynamically by a
 * client-only island).
 */
let loading: Promise<typeof uPlot> | null = null;
function loadUplot(): Promise<typeof uPlot> {
  loading ??= import('uplot').then((module) => module.default);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const HEIGHT = 220;
const AXIS = '#544a45'; // ink-700: 7:1 on white.
const GRID = '#e6dfdb'; // ink-200
/** Distinct colours, each at least 3:1 against white. */
export const PALETTE = [
  '#9d2f4f',
  '#1f6f8b',
  '#6b5b00',
  '#2f7d32',
  '#7a3fa0',
  '#b3461d',
  '#37474f',
];

export interface ChartLine {
  label: string;
  values: number[];
}

/**
 * Several series over the same buckets, as a figure: the caption, a visible summary (also the
 * figure's accessible name) and the lines with a colour key. The numbers are in a table beside
 * it, so the canvas is hidden from assistive technology.
 */
export function SeriesChart({
  caption,
  summary,
  labels,
  lines,
  formatNumber,
}: {
  caption: string;
  summary: string;
  labels: string[];
  lines: ChartLine[];
  formatNumber: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void loadUplot().then((UPlot) => {
      if (cancelled) return;
      const width = () => Math.max(280, element.clientWidth);
      const most = (u: uPlot) => Math.max(2, Math.floor(u.bbox.width / UPlot.pxRatio / 80));
      chart = new UPlot(
        {
          width: width(),
          height: HEIGHT,
          legend: { show: false },
          padding: [8, 20, 0, 0],
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [
            {
              stroke: AXIS,
              grid: { show: false },
              ticks: { stroke: GRID },
              splits: (u) => {
                const step = Math.max(1, Math.ceil(labels.length / most(u)));
                const ticks: number[] = [];
                for (let i = labels.length - 1; i >= 0; i -= step) ticks.unshift(i);
                return ticks;
              },
              values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            },
            {
              stroke: AXIS,
              grid: { stroke: GRID },
              ticks: { stroke: GRID },
              size: 56,
              values: (_u, splits) =>
                splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
            },
          ],
          series: [
            {},
            ...lines.map((line, i) => ({
              label: line.label,
              stroke: PALETTE[i % PALETTE.length],
              width: 2,
              points: { show: labels.length <= 31, size: 5 },
            })),
          ],
        },
        [labels.map((_, i) => i), ...lines.map((line) => line.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, lines, formatNumber]);

  return (
    <figure aria-label={summary} className="rounded-lg border border-ink-200 bg-white p-4">
      <figcaption className="font-semibold text-ink-900">{caption}</figcaption>
      <p className="mt-1 text-sm text-ink-700">{summary}</p>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-800">
        {lines.map((line, i) => (
          <li key={line.label} className="flex items-center gap-1">
            <span
              className="inline-block h-2 w-4 rounded"
              style={{ backgroundColor: PALETTE[i % PALETTE.length] }}
            />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={box} aria-hidden="true" className="mt-2 min-h-[220px] w-full" />
    </figure>
  );
}
