import { and, eq } from 'drizzle-orm';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import type { Db } from '../../db/database.ts';
import { assets, type generations } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The input that shows the garment, for each tool that takes a garment category. */
const garmentRoles: Partial<Record<StudioTool, InputImageRole>> = {
  'virtual-tryon': 'clothing',
  'product-to-model': 'product',
  'model-swap': 'source',
};

/** Whether a tool's jobs take a garment category (`params.category`). */
export function takesGarmentCategory(tool: StudioTool): boolean {
  return garmentRoles[tool] !== undefined;
}

/** Where the category a job runs with came from (decision 129). */
export type CategorySource = 'request' | 'upload' | 'detected';

/** The category a job runs with; `used` is null while only the engine can tell. */
export interface UsedCategory {
  used: GarmentCategory | null;
  source: CategorySource;
}

/**
 * Issue 45, defect 14: `auto` takes the category stored with the garment upload when it has
 * one, and is read off the photo only when it has none; any other value is the one asked.
 * @example categoryChoice('auto', 'ao-dai') // { used: 'ao-dai', source: 'upload' }
 * @example categoryChoice('auto', null) // { used: null, source: 'detected' }
 */
export function categoryChoice(asked: unknown, stored: string | null | undefined): UsedCategory {
  if (typeof asked === 'string' && asked !== 'auto') {
    return { used: asked as GarmentCategory, source: 'request' };
  }
  if (stored) return { used: stored as GarmentCategory, source: 'upload' };
  return { used: null, source: 'detected' };
}

/**
 * The category a new job of `tool` runs with: its `params.category`, or for `auto` the stored
 * category of the caller's garment upload in `chosen`. Null for a tool without a garment.
 */
export async function resolveGarmentCategory(
  db: Db | Tx,
  input: {
    userId: string;
    tool: StudioTool;
    params: Record<string, unknown>;
    chosen: Partial<Record<InputImageRole, string>>;
  },
): Promise<UsedCategory | null> {
  const role = garmentRoles[input.tool];
  if (!role) return null;
  const asked = input.params.category;
  const assetId = input.chosen[role];
  if ((asked !== undefined && asked !== 'auto') || !assetId) return categoryChoice(asked, null);
  const [row] = await db
    .select({ category: assets.garmentCategory })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.userId, input.userId)));
  return categoryChoice(asked, row?.category);
}

/**
 * The category a job ran or runs with, as its row keeps it; a job made before it was kept is
 * read from its params. Null for a tool without a garment.
 */
export function usedCategoryOf(
  row: Pick<typeof generations.$inferSelect, 'tool' | 'params' | 'categoryUsed' | 'categorySource'>,
): UsedCategory | null {
  if (row.categorySource) {
    return {
      used: row.categoryUsed as GarmentCategory | null,
      source: row.categorySource as CategorySource,
    };
  }
  if (!takesGarmentCategory(row.tool as StudioTool)) return null;
  return categoryChoice((row.params as Record<string, unknown>).category, null);
}

/**
 * The params an engine runs a job with: the stored ones, the category taken from the upload
 * in place of `auto` (the engine would otherwise read it off the photo again).
 */
export function runParams(
  row: Pick<typeof generations.$inferSelect, 'params' | 'categoryUsed' | 'categorySource'>,
): Record<string, unknown> {
  const params = row.params as Record<string, unknown>;
  return row.categorySource === 'upload' && row.categoryUsed
    ? { ...params, category: row.categoryUsed }
    : params;
}
