import { useId } from 'react';
import {
  hairstyleCategories,
  hairstyleGenders,
  hairstyles,
  type HairstyleCategory,
  type HairstyleGender,
  type HairstyleId,
} from '../../../contracts/hairstyles.ts';
import { useT } from '../../app-shell/i18n.ts';
import { CardName } from '../../assets/CardName.tsx';
import { HairThumb } from './HairThumb.tsx';

export type CategoryFilter = 'all' | HairstyleCategory;
export type GenderFilter = 'all' | HairstyleGender;

interface StyleGridProps {
  category: CategoryFilter;
  gender: GenderFilter;
  value: HairstyleId | null;
  onCategory: (category: CategoryFilter) => void;
  onGender: (gender: GenderFilter) => void;
  onChange: (id: HairstyleId) => void;
}

const chip =
  'rounded-full border border-ink-300 px-3 py-1 text-sm font-semibold text-ink-800 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * The twenty styles of spec §3 as selectable cards, each with its short description, filtered
 * by category and gender.
 */
export function StyleGrid({
  category,
  gender,
  value,
  onCategory,
  onGender,
  onChange,
}: StyleGridProps) {
  const t = useT();
  const id = useId();
  const shown = hairstyles.filter(
    (style) =>
      (category === 'all' || style.category === category) &&
      (gender === 'all' || style.gender === gender),
  );
  return (
    <div>
      <div role="group" aria-label={t('toolsUi.hair.category')} className="flex flex-wrap gap-2">
        {(['all', ...hairstyleCategories] as const).map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={category === item}
            className={chip}
            onClick={() => onCategory(item)}
          >
            {item === 'all' ? t('history.filter.all') : t(`generation.hairCategory.${item}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('toolsUi.hair.gender')} className="mt-2 flex flex-wrap gap-2">
        {(['all', ...hairstyleGenders] as const).map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={gender === item}
            className={chip}
            onClick={() => onGender(item)}
          >
            {item === 'all' ? t('toolsUi.hair.allGenders') : t(`toolsUi.gender.${item}`)}
          </button>
        ))}
      </div>
      <ul
        aria-label={t('toolsUi.hair.styles')}
        // Cards at least 9rem wide: five fixed columns cut the names at 1024×768 (issue 40).
        className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3"
      >
        {shown.map((style) => (
          <li key={style.id}>
            <button
              type="button"
              aria-pressed={value === style.id}
              aria-describedby={`${id}-${style.id}`}
              onClick={() => onChange(style.id)}
              className="group block w-full overflow-hidden rounded-lg border-2 border-ink-200 bg-white text-left hover:border-brand-500 aria-pressed:border-brand-700"
            >
              <HairThumb category={style.category} gender={style.gender} />
              <CardName
                name={t(`generation.hairstyle.${style.id}`)}
                className="font-semibold text-ink-900"
                whole
              />
              <span className="block px-2 pb-1 text-xs text-ink-600">
                {t(`generation.hairCategory.${style.category}`)} ·{' '}
                {t(`toolsUi.gender.${style.gender}`)}
              </span>
            </button>
            <p id={`${id}-${style.id}`} className="mt-1 px-1 text-xs text-ink-700">
              {t(`generation.hairstyleDescription.${style.id}`)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
