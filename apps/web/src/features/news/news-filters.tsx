import { NEWS_CATEGORIES, NEWS_GAMES, NEWS_SEARCH_MAX } from '@riftscope/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATEGORY_KEYS, GAME_KEYS } from '../../shared/domain/news-keys.ts';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.ts';
import { inputClass } from '../../shared/ui/text-field.tsx';
import { filtersFromSearch } from './api/news-api.ts';

/** Typing in the title box waits this long before the list is filtered. */
export const NEWS_SEARCH_DEBOUNCE_MS = 300;

const selectClass = `${inputClass} h-10 cursor-pointer text-sm`;

type FilterName = 'search' | 'category' | 'game';

function withParam(current: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * Title, category and game filters kept in the query string, so they survive reloads and the
 * back button; the language is the path's (docs/product.md, News).
 */
export function NewsFilters() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(
    text.trim().slice(0, NEWS_SEARCH_MAX),
    NEWS_SEARCH_DEBOUNCE_MS,
  );
  // The search this box last wrote to the URL: any other change came from navigation.
  const written = useRef(filters.search);
  const headingId = useId();
  const searchId = useId();
  const categoryId = useId();
  const gameId = useId();

  const update = (name: FilterName, value: string) =>
    setParams((current) => withParam(current, name, value), { preventScrollReset: true });

  // Only a new pause in typing writes the URL; the box's own value may lag behind navigation.
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced === written.current) return;
    written.current = debounced;
    // A pause in typing is not a page of history of its own.
    setParams((current) => withParam(current, 'search', debounced), {
      replace: true,
      preventScrollReset: true,
    });
  }, [debounced, setParams]);

  // Back, forward or a link changed the search: the box shows it.
  useEffect(() => {
    if (filters.search === written.current) return;
    written.current = filters.search;
    setText(filters.search);
  }, [filters.search]);

  const hasFilters = Boolean(filters.search || filters.category || filters.game);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-line bg-surface p-4 md:sticky md:top-20"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('filters.title')}
      </h2>
      <search aria-labelledby={headingId}>
        <form onSubmit={(event) => event.preventDefault()} className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={searchId} className="block text-sm font-medium">
              {t('filters.search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={text}
              maxLength={NEWS_SEARCH_MAX}
              placeholder={t('filters.search_placeholder')}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass} h-10 text-sm`}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
            <div className="space-y-1.5">
              <label htmlFor={categoryId} className="block text-sm font-medium">
                {t('filters.category')}
              </label>
              <select
                id={categoryId}
                value={filters.category ?? ''}
                onChange={(event) => update('category', event.target.value)}
                className={selectClass}
              >
                <option value="">{t('filters.all_categories')}</option>
                {NEWS_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${CATEGORY_KEYS[category]}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={gameId} className="block text-sm font-medium">
                {t('filters.game')}
              </label>
              <select
                id={gameId}
                value={filters.game ?? ''}
                onChange={(event) => update('game', event.target.value)}
                className={selectClass}
              >
                <option value="">{t('filters.all_games')}</option>
                {NEWS_GAMES.map((game) => (
                  <option key={game} value={game}>
                    {t(`games.${GAME_KEYS[game]}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {hasFilters && (
            <button
              type="button"
              onClick={() => {
                written.current = '';
                setText('');
                setParams({}, { preventScrollReset: true });
              }}
              className="text-sm text-link hover:underline"
            >
              {t('filters.reset')}
            </button>
          )}
        </form>
      </search>
    </section>
  );
}
