import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { describeMdxError, mdxProblemReason } from '../../lib/mdx-safety.ts';
import { useT } from '../app-shell/i18n.ts';

type Preview =
  | { state: 'loading' }
  | { state: 'ready'; Content: ComponentType }
  | { state: 'error'; line: number; column: number; reason: string };

/** Shows a broken render instead of unmounting the editor. */
class PreviewBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The editor's live preview: the MDX compiled in the browser ~300 ms after the last keystroke;
 * a compile error is shown with its line and column instead of the last good render.
 */
export function MdxPreview({ source, id }: { source: string; id: string }) {
  const t = useT();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const { renderMdx } = await import('./mdx-render.ts');
        const Content = await renderMdx(source);
        if (current) {
          setPreview({ state: 'ready', Content });
          setVersion((v) => v + 1);
        }
      } catch (error) {
        const problem = describeMdxError(error);
        const reason = mdxProblemReason(problem, t);
        if (current)
          setPreview({ state: 'error', line: problem.line, column: problem.column, reason });
      }
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, t]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-h-64 rounded-md border border-ink-300 bg-white p-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-ink-900">
        {t('adminBlog.editor.preview')}
      </h3>
      {preview.state === 'loading' && (
        <p role="status" className="mt-2 text-sm text-ink-700">
          {t('adminBlog.editor.previewLoading')}
        </p>
      )}
      {preview.state === 'error' && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('adminBlog.editor.previewError', {
            line: preview.line,
            column: preview.column,
            reason: preview.reason,
          })}
        </p>
      )}
      {preview.state === 'ready' && (
        <div className="mt-3 space-y-3 text-ink-900 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
          <PreviewBoundary
            key={version}
            fallback={(error) => (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {t('adminBlog.editor.previewError', { line: 1, column: 1, reason: error.message })}
              </p>
            )}
          >
            <preview.Content />
          </PreviewBoundary>
        </div>
      )}
    </section>
  );
}
