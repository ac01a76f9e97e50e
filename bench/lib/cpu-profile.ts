// Reads a V8 .cpuprofile (node --cpu-prof) into the lists issue 44 asks for: the functions with
// the most time of their own, the functions with the most time under them (each counted once per
// sample, so recursion does not inflate it), and the same grouped by package or source folder.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  endTime: number;
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package>, the source file, node:<module>, or V8's own pseudo-frames. */
export function placeOf(url: string): string {
  if (!url) return '(v8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(src + 1);
  return url.replace(/^file:\/\//, '');
}

function add(map: Map<string, number>, key: string, micros: number) {
  map.set(key, (map.get(key) ?? 0) + micros);
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`);
}

/**
 * `window` keeps only the samples between `fromEndMs` and `toEndMs` before the profile's end (the
 * load, without the process's start-up and seeding).
 */
export function summarizeProfile(
  profile: CpuProfile,
  { count = 20, window }: { count?: number; window?: { fromEndMs: number; toEndMs: number } } = {},
): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const placeSelf = new Map<string, number>();
  const placeInclusive = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toEndMs * 1000 : Infinity;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (at < from || at > to) return;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') return;
    busy += micros;
    add(self, name(leaf), micros);
    add(placeSelf, placeOf(leaf.callFrame.url), micros);
    const seen = new Set<string>();
    const seenPlaces = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id)!)) {
      const key = name(node);
      if (!seen.has(key)) add(inclusive, key, micros);
      seen.add(key);
      const place = placeOf(node.callFrame.url);
      if (!seenPlaces.has(place)) add(placeInclusive, place, micros);
      seenPlaces.add(place);
    }
  });
  return [
    `busy ${(busy / 1000).toFixed(0)} ms (idle excluded)`,
    '\nself time by function:',
    ...top(self, busy, count),
    '\ninclusive time by function:',
    ...top(inclusive, busy, count),
    '\nself time by package or folder:',
    ...top(placeSelf, busy, count),
    '\ninclusive time by package or folder:',
    ...top(placeInclusive, busy, count),
  ].join('\n');
}
