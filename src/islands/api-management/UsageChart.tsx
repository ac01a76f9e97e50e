import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/**
 * uPlot's code ships only with this page: the first chart loads it on demand. Its CSS is
 * imported by src/pages/api-management.astro, since Astro drops CSS imported dynamically by
 * a client-only island from the build.
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

const HEIGHT = 180;
const AXIS = '#544a45'; // ink-700: 7:1 on white, like the page's secondary text.
const GRID = '#e6dfdb'; // ink-200

/** Whole-day ticks, at most `most`, always including the last day. */
function dayTicks(count: number, most: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(2, most)));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

/**
 * One metric per day as a uPlot chart inside a figure. The figure's label summarises the
 * totals and the same numbers are in the tables beside it, so the canvas is decoration for
 * assistive technology.
 */
export function UsageChart({
  caption,
  summary,
  labels,
  values,
  color,
  formatNumber,
}: {
  caption: string;
  summary: string;
  /** Short day labels for the axis, one per value, as the reader writes them. */
  labels: string[];
  values: number[];
  color: string;
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
      const width = () => Math.max(240, element.clientWidth);
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
              // One label per ~64 CSS pixels, so labels never overlap on a narrow chart.
              splits: (u) => dayTicks(labels.length, Math.floor(u.bbox.width / UPlot.pxRatio / 64)),
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
            {
              stroke: color,
              width: 2,
              fill: `${color}22`,
              points: { show: labels.length <= 31, size: 5, fill: color },
            },
          ],
        },
        [labels.map((_, i) => i), values],
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
  }, [labels, values, color, formatNumber]);

  return (
    <figure aria-label={summary} className="rounded-lg border border-ink-200 bg-white p-4">
      <figcaption className="font-semibold text-ink-900">{caption}</figcaption>
      <p className="mt-1 text-sm text-ink-700">{summary}</p>
      <div ref={box} aria-hidden="true" className="mt-2 min-h-[180px] w-full" />
    </figure>
  );
}
