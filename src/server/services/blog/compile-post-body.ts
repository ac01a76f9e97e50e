import { compile } from '@mdx-js/mdx';
import { describeMdxError, rehypeBlogSafety, remarkMdxSafety } from '../../../lib/mdx-safety.ts';
import { blogErrors } from './blog-errors.ts';

/**
 * Compiles a post's MDX as the site build will, with the safety rules of `remarkMdxSafety` and
 * the blog's allow-list (`rehypeBlogSafety`); a post that does not compile, or that the
 * allow-list would change, is a 422 naming the line and column and what would be removed
 * (decisions 025 and 032).
 */
export async function compilePostBody(body: string): Promise<void> {
  try {
    await compile(body, { remarkPlugins: [remarkMdxSafety], rehypePlugins: [rehypeBlogSafety] });
  } catch (error) {
    throw blogErrors.mdxCompile(describeMdxError(error));
  }
}
