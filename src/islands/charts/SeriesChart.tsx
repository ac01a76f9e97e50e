import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/**
 * uPlot's code ships only with the pages that draw charts (API management, admin analytics):
 * the first chart loads it on demand. Its CSS is imported by those pages' .astro files, since
 * Astro drops CSS imported dynamically by a client-only island.
 */
let loading: Promise<typeof uPlot> | null = null;
function loadUplot(): Promise<typeof uPlot> {
  loading ??= import('uplot').then((module) => module.default);
  // A failed load (network) may be tried again by the next chart.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const AXIS = '#544a45'; // ink-700: 7:1 on white, like the page's secondary text.
const GRID = '#e6dfdb'; // ink-200
/** Distinct colours, each at least 3:1 against white. */
const PALETTE = ['#9d2f4f', '#1f6f8b', '#6b5b00', '#2f7d32', '#7a3fa0', '#b3461d', '#37474f'];

export interface ChartLine {
  label: string;
  values: number[];
  /** The line's colour; the palette's next one when left out. */
  color?: string;
}

/** Bucket ticks, at most `most`, always including the last bucket. */
function bucketTicks(count: number, most: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(2, most)));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

/**
 * Series over the same buckets, as a figure: the caption, a visible summary (also the figure's
 * accessible name), a colour key when there are several lines, and the chart. The numbers are
 * in a table beside every chart, so the canvas is hidden from assistive technology.
 */
export function SeriesChart({
  caption,
  summary,
  labels,
  lines,
  formatNumber,
  height = 220,
}: {
  caption: string;
  summary: string;
  /** Short bucket labels for the axis, one per value, as the reader writes them. */
  labels: string[];
  lines: ChartLine[];
  formatNumber: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const colored = lines.map((line, i) => ({
    ...line,
    color: line.color ?? PALETTE[i % PALETTE.length]!,
  }));
  // The chart is redrawn when the data changes, not on every render of the caller.
  const data = JSON.stringify([labels, colored]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const [axis, series] = JSON.parse(data) as [string[], Required<ChartLine>[]];
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void loadUplot().then((UPlot) => {
      if (cancelled) return;
      const width = () => Math.max(240, element.clientWidth);
      chart = new UPlot(
        {
          width: width(),
          height,
          legend: { show: false },
          padding: [8, 20, 0, 0],
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [
            {
              stroke: AXIS,
              grid: { show: false },
              ticks: { stroke: GRID },
              // One label per ~72 CSS pixels, so labels never overlap on a narrow chart.
              splits: (u) =>
                bucketTicks(axis.length, Math.floor(u.bbox.width / UPlot.pxRatio / 72)),
              values: (_u, splits) => splits.map((i) => axis[i] ?? ''),
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
            ...series.map((line) => ({
              label: line.label,
              stroke: line.color,
              width: 2,
              // A single line is filled beneath; several would hide each other.
              ...(series.length === 1 ? { fill: `${line.color}22` } : {}),
              points: { show: axis.length <= 31, size: 5, fill: line.color },
            })),
          ],
        },
        [axis.map((_, i) => i), ...series.map((line) => line.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: width(), height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, height, formatNumber]);

  return (
    <figure aria-label={summary} className="rounded-lg border border-ink-200 bg-white p-4">
      <figcaption className="font-semibold text-ink-900">{caption}</figcaption>
      <p className="mt-1 text-sm text-ink-700">{summary}</p>
      {colored.length > 1 && (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-800">
          {colored.map((line) => (
            <li key={line.label} className="flex items-center gap-1">
              <span
                className="inline-block h-2 w-4 rounded"
                style={{ backgroundColor: line.color }}
              />
              {line.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} aria-hidden="true" className="mt-2 w-full" style={{ minHeight: height }} />
    </figure>
  );
}
