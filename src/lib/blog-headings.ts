/**
 * A post's page already has its title as the one `h1`, and the post body is styled from `h2`
 * down; a `#` heading in a body came out as an unstyled `h1` that read like a paragraph
 * (issue 22 point 17). Body titles are therefore demoted one level: `#` becomes a section
 * heading like `##`, which keeps one `h1` per page and the outline in order.
 */
import type { Root, RootContent } from 'hast';

/** Renames every `h1` of a compiled post body to `h2`, in place. */
export function demoteBodyTitles(tree: Root): Root {
  const visit = (node: Root | RootContent) => {
    if (node.type === 'element' && node.tagName === 'h1') node.tagName = 'h2';
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return tree;
}

/**
 * The same as a rehype plugin, for the admin editor's preview.
 * @example await evaluate(body, { rehypePlugins: [rehypeDemoteBodyTitles] })
 */
export function rehypeDemoteBodyTitles() {
  return (tree: Root) => {
    demoteBodyTitles(tree);
  };
}
