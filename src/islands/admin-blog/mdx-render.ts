import { evaluate } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { rehypeDemoteBodyTitles } from '../../lib/blog-headings.ts';
import { rehypeBlogSafety, remarkMdxSafety } from '../../lib/mdx-safety.ts';

/**
 * Compiles and runs a post's MDX in the browser for the live preview, with the API's safety
 * rules: the same allow-list, so the preview shows what the site will. Imported lazily, so only
 * /admin/blog loads the MDX compiler.
 */
export async function renderMdx(source: string): Promise<ComponentType> {
  const module = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkMdxSafety],
    rehypePlugins: [rehypeBlogSafety, rehypeDemoteBodyTitles],
  });
  return module.default as ComponentType;
}
