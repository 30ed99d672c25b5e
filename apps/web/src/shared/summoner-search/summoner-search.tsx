import {
  DEFAULT_REGION,
  isMultiSearchText,
  isRegion,
  type Language,
  parseRiotId,
  profileIconUrl,
  REGIONS,
  type Region,
  regionLabel,
  type SummonerSearchResult,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { multiSearchPath } from '../domain/multisearch-path.ts';
import { formatRelativeTime } from '../domain/relative-time.ts';
import { summonerPath } from '../domain/summoner-path.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { Button } from '../ui/button.tsx';
import { GameImage } from '../ui/game-image.tsx';
import { RiotId } from '../ui/riot-id.tsx';
import { Spinner } from '../ui/spinner.tsx';
import {
  clearRecentSearches,
  type RecentSearch,
  SEARCH_NAVIGATION,
  useRecentSearches,
} from './recent-searches.ts';
import { suggestionsQuery, suggestionText } from './search-api.ts';

/** Typing pauses this long before suggestions are requested. */
export const SUGGESTION_DEBOUNCE_MS = 200;

const riotId = (gameName: string, tagLine: string) => `${gameName}#${tagLine}`;

function RecentSearches({
  language,
  searches,
  onClear,
}: {
  language: Language;
  searches: RecentSearch[];
  onClear: () => void;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (searches.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-center gap-2"
    >
      <h2 id={headingId} className="mr-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('recent.title')}
      </h2>
      <ul className="contents">
        {searches.map((search) => (
          <li key={`${search.region}/${search.gameName}#${search.tagLine}`}>
            <Link
              to={summonerPath(language, search.region, search.gameName, search.tagLine)}
              className="inline-flex h-7 max-w-64 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-xs hover:border-accent/60 hover:text-accent"
            >
              <span className="flex min-w-0">
                <RiotId
                  gameName={search.gameName}
                  tagLine={search.tagLine}
                  nameClassName="truncate"
                  tagClassName=""
                />
              </span>
              <span className="font-semibold text-muted">{regionLabel(search.region)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="h-7 rounded-full px-2 text-xs text-muted hover:text-text"
      >
        {t('recent.clear')}
      </button>
    </section>
  );
}

const loadSoloRankLabel = () => import('../ui/solo-rank-label.tsx');

/**
 * The suggestions' rank label with its emblems, loaded once the box has focus (before any
 * suggestion can show): the pages with a search box do not load it with their first paint.
 */
const SoloRankLabel = lazy(() =>
  loadSoloRankLabel().then((module) => ({ default: module.SoloRankLabel })),
);

/**
 * A suggested player's level and Solo/Duo standing (the tier written beside its emblem). A player
 * seen only in other players' matches has neither known: when we last saw them play instead.
 */
function SuggestionDetails({
  suggestion,
  language,
}: {
  suggestion: SummonerSearchResult;
  language: Language;
}) {
  const { t } = useTranslation('home');
  const { summoner_level: level, last_seen_at: lastSeenAt } = suggestion;
  if (level === null) {
    if (lastSeenAt === null) return null;
    return (
      <span className="block text-xs text-muted">
        {t('search.last_seen', { time: formatRelativeTime(lastSeenAt, Date.now(), language) })}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
      <span>{t('search.level', { level })}</span>
      <SoloRankLabel rank={suggestion.solo_rank} />
    </span>
  );
}

/**
 * Region selector and `name#tag` box with suggestions (ARIA combobox): submit goes to the
 * summoner page only when both name and tag are given (docs/product.md, Home and Validation). Text naming several
 * players (a list, or the lobby chat) goes to multi-search instead, typed or pasted. On a summoner
 * page it starts on the viewed player's `region`, so that a look-up of their friends stays there.
 */
export function SummonerSearch({
  language,
  region: pageRegion,
}: {
  language: Language;
  region?: Region | undefined;
}) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [region, setRegion] = useState<Region>(pageRegion ?? DEFAULT_REGION);
  // Another player's page in another region moves the selector along (React's "adjust state
  // when a prop changes": during render, not in an effect that would paint the old one first).
  const [shownPageRegion, setShownPageRegion] = useState(pageRegion);
  if (pageRegion !== shownPageRegion) {
    setShownPageRegion(pageRegion);
    if (pageRegion) setRegion(pageRegion);
  }
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const recent = useRecentSearches();
  const regionId = useId();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const tagHintId = useId();

  const typed = suggestionText(text);
  const query = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  // A closed list needs no suggestions, so picking one does not ask again for the picked ID.
  const suggestions = useQuery(suggestionsQuery(isOpen ? query : ''));
  // Only the answer for the text as it is now is listed: while typing pauses and the next answer
  // loads, the spinner stands alone, and Enter cannot pick a player of an older text.
  const isWaiting = isOpen && typed !== '' && (typed !== query || suggestions.isFetching);
  const options: SummonerSearchResult[] =
    isOpen && query !== '' && !isWaiting ? (suggestions.data ?? []) : [];
  const isListShown = options.length > 0;
  // A name alone finds nobody: until a # is typed, the box says what it still needs.
  const isTagMissing = typed !== '' && !typed.includes('#') && !isMultiSearchText(text);
  const active = activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const open = (to: Region, gameName: string, tagLine: string) => {
    close();
    void navigate(summonerPath(language, to, gameName, tagLine), { state: SEARCH_NAVIGATION });
  };

  const pick = (suggestion: SummonerSearchResult) => {
    setText(riotId(suggestion.game_name, suggestion.tag_line));
    // The suggestion names its region; searching it in another one would find nobody.
    setRegion(suggestion.region);
    open(suggestion.region, suggestion.game_name, suggestion.tag_line);
  };

  const toMultiSearch = (names: string) => {
    close();
    void navigate(multiSearchPath(language, region, names));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isMultiSearchText(text)) {
      toMultiSearch(text);
      return;
    }
    const id = parseRiotId(text);
    if (!id) return;
    open(region, id.gameName, id.tagLine);
  };

  // A text box drops the line breaks of pasted text, and with them where lobby lines end: the
  // clipboard still has them, so several names go to multi-search as they were copied.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!isMultiSearchText(pasted)) return;
    event.preventDefault();
    toMultiSearch(pasted);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActiveIndex(active < 0 ? 0 : (active + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActiveIndex(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter': {
        // A name without its tag cannot be looked up: Enter takes the first suggestion then.
        const option = options[active] ?? (parseRiotId(text) ? undefined : options[0]);
        if (isListShown && option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <div className="space-y-3">
      <search aria-label={t('search.form_label')}>
        <form
          onSubmit={submit}
          className="relative grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2 rounded-2xl border border-line bg-surface/90 p-2 shadow-xl shadow-black/40 sm:flex"
        >
          <label htmlFor={regionId} className="sr-only">
            {t('search.region')}
          </label>
          <select
            id={regionId}
            value={region}
            onChange={(event) => {
              if (isRegion(event.target.value)) setRegion(event.target.value);
            }}
            className="h-12 w-full shrink-0 cursor-pointer rounded-xl border border-line bg-surface-2 px-2 text-sm font-semibold hover:border-muted/50 focus:border-accent focus:outline-none sm:w-28 sm:px-3"
          >
            {REGIONS.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
          {/* On phones the list hangs from the whole bar, below the box; from sm on, from the box. */}
          <div className="min-w-0 flex-1 sm:relative">
            <label htmlFor={inputId} className="sr-only">
              {t('search.riot_id')}
            </label>
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={isListShown}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
              aria-describedby={isTagMissing ? `${tagHintId} ${hintId}` : hintId}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={t('search.placeholder')}
              value={text}
              onFocus={() => void loadSoloRankLabel()}
              onChange={(event) => {
                setText(event.target.value);
                setIsOpen(true);
                setActiveIndex(-1);
              }}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              onBlur={close}
              className={`h-12 w-full rounded-xl border border-transparent bg-bg px-4 text-base text-text placeholder:text-muted/70 focus:border-accent focus:outline-none ${
                isTagMissing ? 'pr-36' : 'pr-10'
              }`}
            />
            {/* Beside the typed name, inside the box (its parent is the bar on phones). */}
            <span className="pointer-events-none absolute top-2 right-2 flex h-12 items-center gap-2 sm:top-0 sm:right-0 sm:h-full sm:pr-3">
              {isTagMissing && (
                <span
                  id={tagHintId}
                  className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-text"
                >
                  {t('search.add_tag')}
                </span>
              )}
              {isWaiting && <Spinner className="size-4 text-muted" />}
            </span>
            <div
              id={listId}
              role="listbox"
              aria-label={t('search.suggestions')}
              hidden={!isListShown}
              className="absolute -inset-x-px top-16 z-20 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface py-1 shadow-2xl shadow-black/60 sm:inset-x-0 sm:top-full sm:mt-2"
            >
              {/* The rows show whole, once their rank label is loaded (on the box's focus). */}
              <Suspense fallback={null}>
                {options.map((suggestion, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                  <div
                    key={suggestion.id}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    // Keeps the focus in the input, so its blur does not close the list first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(suggestion)}
                    className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
                      index === active
                        ? 'bg-surface-2 shadow-[inset_3px_0_0_var(--color-accent)]'
                        : 'hover:bg-surface-2/60'
                    }`}
                  >
                    <GameImage
                      src={profileIconUrl(suggestion.profile_icon_id)}
                      alt=""
                      name={suggestion.game_name}
                      width={32}
                      height={32}
                      className="size-8 shrink-0 rounded-lg"
                    />
                    <span className="min-w-0 flex-1 space-y-0.5">
                      <span className="flex min-w-0 text-sm">
                        <RiotId
                          gameName={suggestion.game_name}
                          tagLine={suggestion.tag_line}
                          nameClassName="truncate font-medium"
                        />
                      </span>
                      <SuggestionDetails suggestion={suggestion} language={language} />
                    </span>
                    <span className="shrink-0 rounded bg-bg px-1.5 py-0.5 text-xs font-semibold text-muted">
                      {regionLabel(suggestion.region)}
                    </span>
                  </div>
                ))}
              </Suspense>
            </div>
          </div>
          <Button type="submit" size="lg" className="col-span-2 shrink-0 sm:px-8">
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('search.submit')}
          </Button>
        </form>
      </search>
      <p id={hintId} className="px-1 text-center text-xs text-muted">
        {t('search.hint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {isListShown ? t('search.suggestions_count', { count: options.length }) : ''}
      </p>
      <RecentSearches language={language} searches={recent} onClear={clearRecentSearches} />
    </div>
  );
}
