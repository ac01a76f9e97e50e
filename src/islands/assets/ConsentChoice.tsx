import { useId, type RefObject } from 'react';
import { uploadConsentAnswers, type UploadConsentAnswer } from '../../contracts/assets.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';

interface ConsentChoiceProps {
  value: UploadConsentAnswer | null;
  onChange: (value: UploadConsentAnswer) => void;
  /** A contract message key (assets.error.consentRequired) shown under the choice. */
  error: IslandKey | null;
  /** The first option, focused when the upload is tried without an answer. */
  firstRef: RefObject<HTMLInputElement | null>;
  /** A chosen video asks about the people in it (decision 108); otherwise the photo's wording. */
  media?: 'image' | 'video';
}

const labels: Record<'image' | 'video', Record<UploadConsentAnswer, IslandKey>> = {
  image: { subject: 'assets.consent.subject', self: 'assets.consent.self' },
  video: { subject: 'assets.consent.subjectVideo', self: 'assets.consent.self' },
};

/**
 * Issue 26 (decision 057): "I have the consent of the person in this photo, or it is me",
 * asked before each upload of a photo of a person. Nothing is chosen beforehand: silence is
 * not consent. Native radios, so arrows move between the two answers and Space picks one.
 * For a video the statement speaks of the people in it, and the server records that wording.
 */
export function ConsentChoice({
  value,
  onChange,
  error,
  firstRef,
  media = 'image',
}: ConsentChoiceProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset
      className="mb-2 max-w-xs rounded-md border border-ink-200 bg-white px-3 py-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink-900">
        {t(media === 'video' ? 'assets.consent.statementVideo' : 'assets.consent.statement')}
      </legend>
      {uploadConsentAnswers.map((answer, index) => (
        <label key={answer} className="mt-1 flex items-start gap-2 text-sm text-ink-800">
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={`${id}-consent`}
            value={answer}
            checked={value === answer}
            onChange={() => onChange(answer)}
            aria-invalid={error ? true : undefined}
            className="mt-0.5 size-4 accent-brand-700"
          />
          {t(labels[media][answer])}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
