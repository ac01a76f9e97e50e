/**
 * The YAML frontmatter of blog posts (decision 025). Posts use a small subset, which is all this
 * reads: `key: value` scalars (plain, "double" or 'single' quoted, booleans), flow lists
 * `[a, "b"]`, block lists of `- item` lines and `|`/`>` blocks. What it writes is that subset
 * with every string double-quoted (JSON's escapes are YAML's), so any YAML parser reads it back.
 */

export type FrontmatterValue = string | boolean | string[];

/** The frontmatter of an MDX/Markdown file and the body after it. */
export function splitFrontmatter(source: string): {
  data: Record<string, FrontmatterValue>;
  body: string;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseFrontmatter(match[1]!), body: source.slice(match[0].length) };
}

function unquote(raw: string): string {
  const value = raw.trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) {
    return value.slice(1, -1).replace(/''/g, "'");
  }
  return value.replace(/\s+#.*$/, '');
}

function scalar(raw: string): FrontmatterValue {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value.startsWith('[') && value.endsWith(']')) {
    const inner = value.slice(1, -1).trim();
    if (!inner) return [];
    return (inner.match(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^,]+/g) ?? [])
      .map((item) => unquote(item))
      .filter((item) => item.length > 0);
  }
  return unquote(value);
}

function parseFrontmatter(text: string): Record<string, FrontmatterValue> {
  const data: Record<string, FrontmatterValue> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const entry = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/.exec(line);
    if (!entry) continue;
    const key = entry[1]!;
    const rest = (entry[2] ?? '').trim();
    const indented: string[] = [];
    while (i + 1 < lines.length && /^(\s+|-\s)/.test(lines[i + 1]!)) {
      indented.push(lines[i + 1]!);
      i += 1;
    }
    if (rest === '' && indented.some((l) => /^\s*-\s/.test(l))) {
      data[key] = indented
        .filter((l) => /^\s*-\s/.test(l))
        .map((l) => unquote(l.replace(/^\s*-\s/, '')));
    } else if (/^[|>][+-]?$/.test(rest)) {
      const parts = indented.map((l) => l.trim());
      data[key] = rest.startsWith('|') ? parts.join('\n') : parts.join(' ');
    } else {
      data[key] = scalar([rest, ...indented.map((l) => l.trim())].join(' '));
    }
  }
  return data;
}

/**
 * Frontmatter text for `fields`, in their order; undefined and null fields are left out, dates
 * are written as YAML timestamps.
 * @example toFrontmatter({ title: 'Áo dài', tags: ['ao-dai'], draft: false })
 * // '---\ntitle: "Áo dài"\ntags: ["ao-dai"]\ndraft: false\n---\n'
 */
export function toFrontmatter(
  fields: Record<string, string | boolean | string[] | Date | null | undefined>,
): string {
  const lines = ['---'];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Date) lines.push(`${key}: ${value.toISOString()}`);
    else if (typeof value === 'boolean') lines.push(`${key}: ${value}`);
    else if (Array.isArray(value))
      lines.push(`${key}: [${value.map((v) => JSON.stringify(v)).join(', ')}]`);
    else lines.push(`${key}: ${JSON.stringify(value)}`);
  }
  lines.push('---', '');
  return lines.join('\n');
}
