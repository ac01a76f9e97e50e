import { AppError, errors } from '../../http/app-error.ts';
import { localize, type MessageParams } from '../../http/localize.ts';
import { mdxProblemReason, type MdxProblem } from '../../../lib/mdx-safety.ts';
import { translateMessage } from '../../http/localize.ts';

const fieldError = (
  status: 409 | 422,
  code: string,
  path: string,
  key: string,
  params?: MessageParams,
) =>
  new AppError(status, code, localize(key, params), (lang) => ({
    errors: [{ path, message: translateMessage(key, lang, params) }],
  }));

/** The admin blog's refusals (decision 025), each naming the field it is about. */
export const blogErrors = {
  postNotFound: () => new AppError(404, 'not_found', localize('adminBlog.errors.postNotFound')),
  termNotFound: () => new AppError(404, 'not_found', localize('adminBlog.errors.termNotFound')),
  slugTaken: (lang: string, slug: string) =>
    fieldError(409, 'slug_taken', 'slug', 'adminBlog.errors.slugTaken', { lang, slug }),
  termSlugTaken: (lang: 'vi' | 'en', slug: string) =>
    fieldError(409, 'slug_taken', `slug.${lang}`, 'adminBlog.errors.termSlugTaken', { slug }),
  idTaken: (id: string) => fieldError(409, 'id_taken', 'id', 'adminBlog.errors.idTaken', { id }),
  readOnly: () => new AppError(409, 'read_only', localize('adminBlog.errors.readOnly')),
  termInUse: (count: number, example: string) =>
    new AppError(409, 'in_use', localize('adminBlog.errors.termInUse', { count, example }), {
      count,
    }),
  unknownTerms: (issues: { path: string; message: string }[]) => errors.validation(issues),
  /**
   * 422 on `body` with the place of the problem, also as `mdx: { line, column, rule }`; a post
   * the allow-list would change names what it would remove (`mdx.findings`, decision 032).
   */
  mdxCompile: (problem: MdxProblem) => {
    const params = (lang: 'vi' | 'en') => ({
      line: problem.line,
      column: problem.column,
      reason: mdxProblemReason(problem, (key, values) => translateMessage(key, lang, values)),
    });
    return new AppError(
      422,
      'validation_failed',
      {
        en: translateMessage('adminBlog.errors.mdxCompile', 'en', params('en')),
        vi: translateMessage('adminBlog.errors.mdxCompile', 'vi', params('vi')),
      },
      (lang) => ({
        errors: [
          {
            path: 'body',
            message: translateMessage('adminBlog.errors.mdxCompile', lang, params(lang)),
          },
        ],
        mdx: {
          line: problem.line,
          column: problem.column,
          rule: problem.rule ?? null,
          findings: problem.findings ?? [],
        },
      }),
    );
  },
};
