import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { CredentialsSummary } from '../../contracts/content-credentials.ts';
import { verifyLimits } from '../../contracts/verify-file.ts';
import type { Locale } from '../../i18n/locales.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';
import { initLocale } from '../../stores/locale.ts';
import { useFormat } from '../app-shell/use-format.ts';
import type { CheckOutcome } from './read-in-browser.ts';
import { verifyT, type VerifyKey, type VerifyT } from './verify-copy.ts';

/**
 * The drop zone and result of /verify (issue 17 point 5): a file is dropped or chosen, read in
 * the browser, and what its content credentials say is shown, announced, and focused.
 */
type State =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'error'; message: VerifyKey }
  | { kind: 'result'; name: string; summary: CredentialsSummary; id: number };

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export default function VerifyIsland({ locale }: { locale: Locale }) {
  const t = verifyT(locale);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const checks = useRef(0);
  const ids = { drop: useId(), hint: useId(), result: useId() };
  const limits = {
    imageSize: megabytes(verifyLimits.maxImageBytes),
    videoSize: megabytes(verifyLimits.maxVideoBytes),
  };

  // The page's language formats dates too (useFormat reads $locale). Until the island runs, the
  // button is disabled: a click on the server-rendered button would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initLocale(locale);
    setReady(true);
  }, [locale]);
  const resultId = state.kind === 'result' ? state.id : 0;
  useEffect(() => {
    if (resultId) resultHeading.current?.focus();
  }, [resultId]);

  async function check(file: File | undefined) {
    if (!file) return;
    const id = ++checks.current;
    setState({ kind: 'checking', name: file.name });
    // The reader and its checks load with the first file, so the page itself carries no zod or
    // WebAssembly glue (its Lighthouse performance score).
    const outcome = await import('./read-in-browser.ts').then(
      ({ checkFile }) => checkFile(file),
      // Offline, the chunk fails as the reader would: the same message; the next file tries again.
      (): CheckOutcome => ({ kind: 'error', message: 'verify.error.load' }),
    );
    // A file chosen while another was read replaces it.
    if (id !== checks.current) return;
    setState(
      outcome.kind === 'error'
        ? { kind: 'error', message: outcome.message }
        : { kind: 'result', name: file.name, summary: outcome.summary, id },
    );
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  }

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby={ids.drop}
        aria-describedby={ids.hint}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-8 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white'
        }`}
      >
        <h2 id={ids.drop} className="text-xl font-bold text-ink-900">
          {t('verify.drop.heading')}
        </h2>
        <p className="mt-2 text-ink-700">{t('verify.drop.body')}</p>
        <button
          type="button"
          disabled={!ready}
          onClick={() => input.current?.click()}
          className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('verify.choose')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={verifyLimits.accept}
          aria-label={t('verify.fileInput')}
          onChange={(event) => {
            void check(event.target.files?.[0]);
            // The same file may be chosen again after it changed on disk.
            event.target.value = '';
          }}
        />
        <p id={ids.hint} className="mt-4 text-sm text-ink-600">
          {t('verify.drop.hint', limits)}
        </p>
      </section>

      <div role="status" className="sr-only">
        {state.kind === 'checking' && t('verify.checking', { name: state.name })}
        {state.kind === 'result' &&
          `${t('verify.result.heading', { name: state.name })}. ${t(verdictKey(state.summary))}`}
      </div>
      {state.kind === 'checking' && (
        <p className="text-ink-700" aria-hidden="true">
          {t('verify.checking', { name: state.name })}
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {t(state.message, limits)}
        </p>
      )}
      {state.kind === 'result' && (
        <section
          aria-labelledby={ids.result}
          className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm"
        >
          <h2
            id={ids.result}
            ref={resultHeading}
            tabIndex={-1}
            className="text-xl font-bold break-all text-ink-900 focus:outline-none"
          >
            {t('verify.result.heading', { name: state.name })}
          </h2>
          <Result summary={state.summary} t={t} />
        </section>
      )}
    </div>
  );
}

function verdictKey(summary: CredentialsSummary): VerifyKey {
  if (!summary.found) return 'verify.verdict.none';
  if (!summary.intact) return 'verify.verdict.changed';
  return summary.ai_generated ? 'verify.verdict.ai' : 'verify.verdict.notAi';
}

function Result({ summary, t }: { summary: CredentialsSummary; t: VerifyT }) {
  const format = useFormat();
  const tone = !summary.found
    ? 'bg-ink-50 text-ink-900'
    : !summary.intact
      ? 'bg-red-50 text-red-800'
      : 'bg-brand-50 text-brand-800';
  const verdict = (
    <p className={`mt-4 rounded-lg p-4 text-lg font-bold ${tone}`}>{t(verdictKey(summary))}</p>
  );
  if (!summary.found) {
    return (
      <>
        {verdict}
        <p className="mt-4 text-ink-700">{t('verify.none.body')}</p>
      </>
    );
  }
  const notNamed = t('verify.notNamed');
  const tool = summary.tool
    ? t(toolNameKey(summary.tool))
    : summary.ai_generated
      ? t('verify.otherTool')
      : null;
  const facts: [VerifyKey, string][] = [
    ['verify.fact.ai', t(summary.ai_generated ? 'verify.yes' : 'verify.no')],
    ...(tool ? [['verify.fact.tool', tool] as [VerifyKey, string]] : []),
    ...(summary.ai_generated
      ? [
          ['verify.fact.made', summary.made_at ? format.dateTime(summary.made_at) : notNamed] as [
            VerifyKey,
            string,
          ],
        ]
      : []),
    ['verify.fact.changed', t(summary.intact ? 'verify.intact.yes' : 'verify.intact.no')],
    ['verify.fact.signer', summary.issuer ?? notNamed],
  ];
  return (
    <>
      {verdict}
      <dl className="mt-6 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-900">{t(label)}</dt>
            <dd className="text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
