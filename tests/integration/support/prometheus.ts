export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  /** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** Every sample of `name` whose labels include `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[];
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/y;

/**
 * Parses the Prometheus text format (0.0.4), failing on any line it cannot read, so a test
 * checks values and the format both.
 * @example parsePrometheus(text).value('kieu_http_request_duration_seconds_count', { route: '/plans' })
 */
export function parsePrometheus(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      else if (!line.startsWith('# HELP ')) throw new Error(`not a comment line: ${line}`);
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    const body = match[2] ?? '';
    labelPair.lastIndex = 0;
    while (labelPair.lastIndex < body.length) {
      const pair = labelPair.exec(body);
      if (!pair) throw new Error(`bad labels: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch));
    }
    samples.push({ name: match[1]!, labels, value: parseValue(match[3]!, line) });
  }
  const find = (name: string, wanted: Record<string, string> = {}) =>
    samples.filter(
      (sample) =>
        sample.name === name &&
        Object.entries(wanted).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    samples,
    types,
    find,
    value(name, wanted) {
      const found = find(name, wanted);
      if (found.length > 1) {
        throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(wanted)}`);
      }
      return found[0]?.value;
    },
  };
}

/** Go's ParseFloat, which Prometheus uses: NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`bad value: ${line}`);
  return value;
}
