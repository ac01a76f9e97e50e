import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { primaryButton, secondaryButton } from '../../assets/UploadButton.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/**
 * The export's question (issue 41) when some results need review. `leave-out`: the API asked
 * (409 `export_needs_review`) and the seller may leave them out or cancel. `review`: TikTok Shop,
 * or an export of nothing but such results (422 `export_review_required`), takes none of them, so
 * the only way on is to review them first; `message` is the API's own sentence for the latter.
 */
export type ReviewQuestion =
  { kind: 'leave-out'; count: number } | { kind: 'review'; count: number; message?: string };

export function ExportReviewDialog({
  question,
  onLeaveOut,
  onShowReview,
  onClose,
}: {
  question: ReviewQuestion | null;
  onLeaveOut: () => void;
  /** Shows the cells that need review (the batch screen's filter); absent elsewhere. */
  onShowReview?: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const count = formatNumber(question?.count ?? 0, locale);
  return (
    <Dialog
      open={question !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('catalogue.review.close')}
      role="alertdialog"
    >
      {question && (
        <div>
          <h2 id={`${id}-title`} className="pr-8 text-xl font-bold text-ink-900">
            {t(
              question.kind === 'leave-out'
                ? 'catalogue.review.title'
                : 'catalogue.review.tiktokTitle',
            )}
          </h2>
          <p id={`${id}-body`} className="mt-3 text-ink-800">
            {question.kind === 'leave-out'
              ? t('catalogue.review.body', { count })
              : (question.message ?? t('catalogue.review.tiktokBody', { count }))}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            {question.kind === 'leave-out' ? (
              <button type="button" className={primaryButton} onClick={onLeaveOut}>
                {t('catalogue.review.leaveOut')}
              </button>
            ) : (
              onShowReview && (
                <button type="button" className={primaryButton} onClick={onShowReview}>
                  {t('catalogue.review.show')}
                </button>
              )
            )}
            <button type="button" className={secondaryButton} onClick={onClose}>
              {t('catalogue.review.cancel')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
