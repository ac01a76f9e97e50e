import { compile } from '@mdx-js/mdx';
import { describeMdxError, remarkMdxSafety } from '../../../lib/mdx-safety.ts';
import { blogErrors } from './blog-errors.ts';

/**
 * Compiles a post's MDX as the site build will, with the safety rules of `remarkMdxSafety`;
 * a post that does not compile is a 422 naming the line and column (decision 025).
 */
export async function compilePostBody(body: string): Promise<void> {
  try {
    await compile(body, { remarkPlugins: [remarkMdxSafety] });
  } catch (error) {
    throw blogErrors.mdxCompile(describeMdxError(error));
  }
}
