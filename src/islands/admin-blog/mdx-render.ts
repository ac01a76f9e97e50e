import { evaluate } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { remarkMdxSafety } from '../../lib/mdx-safety.ts';

/**
 * Compiles and runs a post's MDX in the browser for the live preview, with the API's safety
 * rules. Imported lazily, so only /admin/blog loads the MDX compiler.
 */
export async function renderMdx(source: string): Promise<ComponentType> {
  const module = await evaluate(source, { ...runtime, remarkPlugins: [remarkMdxSafety] });
  return module.default as ComponentType;
}
