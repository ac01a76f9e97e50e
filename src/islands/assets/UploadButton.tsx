import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import {
  assetUploadFieldsSchema,
  needsConsent,
  type Asset,
  type UploadConsentAnswer,
} from '../../contracts/assets.ts';
import { ApiError } from '../../lib/api-client.ts';
import { libraryUploadAccept, studioUploadLimits, type AssetKind } from '../../contracts/studio.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { errorToast } from '../auth/toasts.ts';
import { assetsKey, uploadAsset } from './assets-api.ts';
import { ConsentChoice } from './ConsentChoice.tsx';
import { checkUpload, isVideo } from './upload-check.ts';
import { checkVideoLength } from './video-length.ts';

interface UploadButtonProps {
  kind: AssetKind;
  label: string;
  onUploaded?: (asset: Asset) => void;
  className?: string;
  /**
   * The library's own button (issue 40, decision 108): an MP4, WebM or MOV is taken too, kept
   * as a generic image. A tool's picker never offers one.
   */
  acceptVideo?: boolean;
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-60';

/**
 * A button that opens the file chooser and uploads the chosen image as `kind`, showing the
 * percent sent. Spec §5's type and size messages show before anything is sent; the API checks
 * the content again and its message is shown in the failure toast, which names the model,
 * garment or face image (spec §8). A photo of a person first needs the consent answer
 * (issue 26), checked with the API's own field schema and asked again for each upload. A
 * garment in which the server sees a person is refused on `consent` (decision 093): the
 * question then shows for that file, which is sent again once it is answered. A video
 * (decision 108) is refused over 60 s before it is sent, and is held the same way: the question
 * is asked again in its own words, about the people in the video, for that file.
 */
export function UploadButton({
  kind,
  label,
  onUploaded,
  className,
  acceptVideo = false,
}: UploadButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const [consent, setConsent] = useState<UploadConsentAnswer | null>(null);
  const [consentError, setConsentError] = useState<IslandKey | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  /**
   * A file waiting for the consent answer: a garment refused because a person is seen in it,
   * or a video, whose question speaks of the people in it.
   */
  const [pending, setPending] = useState<File | null>(null);
  const pendingVideo = pending !== null && isVideo(pending);
  const retry = useRef<HTMLButtonElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const asksConsent = needsConsent(kind) || pending !== null;
  const failedTitle = uploadFailedTitle(kind);
  const upload = useMutation({
    mutationFn: ({ file, answer }: { file: File; answer: UploadConsentAnswer | null }) =>
      uploadAsset(file, kind, answer, setPercent),
    onSuccess: async (asset) => {
      // The retry button goes with the pending file: focus moves to Upload, never to <body>.
      if (document.activeElement === retry.current) uploadButton.current?.focus();
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: assetsKey });
      const done = asset.media_type === 'video' ? 'assets.uploadedVideo' : 'assets.uploaded';
      toast.success(t(done), { description: asset.name });
      onUploaded?.(asset);
    },
    onError: (error, { file, answer }) => {
      if (!answer && refusedForConsent(error)) {
        setConsentError('assets.error.personInGarment');
        return setPending(file);
      }
      // A video the server refused (too long for a browser that could not read it) is not offered
      // again; focus leaves its retry button for Upload, never <body>.
      if (isVideo(file) && !(error instanceof ApiError && error.status >= 500)) {
        if (document.activeElement === retry.current) uploadButton.current?.focus();
        setPending(null);
      }
      // The server's reason for a refused file (4xx); a failure on its side is 'Please try again.'
      errorToast(
        t,
        failedTitle,
        error instanceof ApiError && error.status >= 500 ? null : error,
        'assets.tryAgain',
      );
    },
  });

  // The question appears with the refusal: focus moves to its first answer.
  useEffect(() => {
    if (pending) firstChoice.current?.focus();
  }, [pending]);

  /** The contract's verdict on the answer so far: its message key, or null when it may go. */
  function consentProblem(): IslandKey | null {
    const fields = assetUploadFieldsSchema.safeParse({ kind, consent: consent ?? undefined });
    if (fields.success) return null;
    const issue = fields.error.issues.find((item) => item.path[0] === 'consent');
    return issue ? (issue.message as IslandKey) : null;
  }

  /** Shows the inline message and puts focus on the first answer. */
  function refuse(problem: IslandKey) {
    setConsentError(problem);
    firstChoice.current?.focus();
  }

  /** Sends `file` with the answer given, which is asked again for the next photo. */
  function send(file: File) {
    setPercent(0);
    upload.mutate({ file, answer: asksConsent ? consent : null });
    setConsent(null);
  }

  /** A file refused in the browser: the toast is announced (a live region), nothing is sent. */
  function refuseFile(problem: { key: IslandKey; params: Record<string, string | number> }) {
    toast.error(t(failedTitle), { description: t(problem.key, problem.params) });
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Another file replaces one waiting for the answer.
    setPending(null);
    const problem = checkUpload(file, { video: acceptVideo });
    if (problem) return refuseFile(problem);
    if (acceptVideo && isVideo(file)) {
      // Read from the file's header, so a long clip is not sent whole only to be refused.
      const tooLong = await checkVideoLength(file);
      if (tooLong) return refuseFile(tooLong);
      // The answer given to the photo's statement does not cover the people in a video.
      setConsent(null);
      setConsentError('assets.consent.askVideo');
      return setPending(file);
    }
    const missing = consentProblem();
    if (missing) return refuse(missing);
    send(file);
  }

  return (
    <div className={className}>
      {asksConsent && (
        <ConsentChoice
          value={consent}
          onChange={(answer) => {
            setConsent(answer);
            setConsentError(null);
          }}
          error={consentError}
          firstRef={firstChoice}
          media={pendingVideo ? 'video' : 'image'}
        />
      )}
      {pending && (
        <button
          ref={retry}
          type="button"
          className={`${secondaryButton} mb-2`}
          onClick={() => {
            if (upload.isPending) return;
            if (!consent) {
              return refuse(
                pendingVideo ? 'assets.consent.askVideo' : 'assets.error.personInGarment',
              );
            }
            send(pending);
          }}
        >
          {t('assets.consent.retry', { name: pending.name })}
        </button>
      )}
      <button
        ref={uploadButton}
        type="button"
        className={`${primaryButton} aria-disabled:opacity-60`}
        // Not `disabled`: that would drop focus to <body> while the upload runs (issue 25).
        aria-disabled={upload.isPending || undefined}
        onClick={() => {
          if (upload.isPending) return;
          const missing = consentProblem();
          if (missing) return refuse(missing);
          input.current?.click();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 3 5 8h3v5h4V8h3zM4 15h12v2H4z" />
        </svg>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptVideo ? libraryUploadAccept : studioUploadLimits.accept}
        onChange={(event) => void onChange(event)}
      />
      {upload.isPending && (
        <div className="mt-2 w-64 max-w-full" role="status">
          <p className="truncate text-sm text-ink-700">
            {t('assets.uploading', { name: upload.variables.file.name })}
          </p>
          <div
            role="progressbar"
            aria-label={t('assets.uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="mt-1 flex items-center gap-2"
          >
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-ink-200">
              <span
                className="block h-full bg-brand-700 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </span>
            <span className="w-10 text-right text-sm tabular-nums text-ink-800">{percent}%</span>
          </div>
        </div>
      )}
    </div>
  );
}

/** The API's refusal of a garment in which a person is seen: a 422 on `consent`. */
function refusedForConsent(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const issues = (error.body as { errors?: { path?: string }[] } | null)?.errors;
  return Array.isArray(issues) && issues.some((issue) => issue.path === 'consent');
}

/** Spec §8: the model, garment and face images name themselves when they fail; others do not. */
export function uploadFailedTitle(kind: AssetKind): IslandKey {
  return kind === 'model' || kind === 'garment' || kind === 'face'
    ? `assets.uploadFailed.${kind}`
    : 'assets.uploadFailed';
}
