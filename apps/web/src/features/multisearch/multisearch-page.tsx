import {
  DEFAULT_REGION,
  isRegion,
  type MultiSearch,
  parseMultiSearch,
  type Region,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { multiSearchPath, textFromSearch } from '../../shared/domain/multisearch-path.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { multiSearchQuery } from './api/multisearch-api.ts';
import { ColumnSkeleton, EntryColumn, PastedName } from './components/entry-column.tsx';
import { SearchForm } from './components/search-form.tsx';
import { searchFieldError } from './search-error.ts';

// One column a player: a card each on phones, all of them across from 1280 px, where fewer
// players take wider columns (up to 18rem) instead of a fifth of the row each, so a Riot ID
// wraps only when it has no room. A column never widens its track (min-w-0), so a long name
// wraps inside it instead of pushing the page sideways.
const GRID =
  'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(var(--players),minmax(0,18rem))]';

/** The grid's style for `count` players: the number of columns from 1280 px. */
const gridStyle = (count: number) => ({ '--players': Math.max(1, count) }) as CSSProperties;
const COLUMN_ITEM = 'min-w-0';

/** While the search is on its way: the pasted names, read here the way the server reads them. */
function PlaceholderColumns({ region, text }: { region: Region; text: string }) {
  const { t } = useTranslation('multisearch');
  const { names } = parseMultiSearch(text);
  return (
    <>
      <p role="status" className="sr-only">
        {t('looking_up')}
      </p>
      <ol aria-label={t('players')} className={GRID} style={gridStyle(names.length)}>
        {names.map((name) => (
          <li key={name.input} className={COLUMN_ITEM}>
            <ColumnSkeleton
              region={region}
              name={
                <PastedName
                  gameName={name.riotId?.gameName ?? null}
                  tagLine={name.riotId?.tagLine ?? null}
                  input={name.input}
                />
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function Results({ search }: { search: MultiSearch }) {
  const { t } = useTranslation('multisearch');
  return (
    <div className="space-y-3">
      {search.truncated && (
        <p
          role="status"
          className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-accent"
        >
          {t('truncated', { max: search.max })}
        </p>
      )}
      <ol aria-label={t('players')} className={GRID} style={gridStyle(search.entries.length)}>
        {search.entries.map((entry) => (
          <li key={entry.input} className={COLUMN_ITEM}>
            <EntryColumn entry={entry} region={search.region} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Multi-search (issue 21): the players of a pasted lobby, one column each, five across. The
 * address holds the region and the pasted text (`?q=`), so a link shows the same lobby. Stored
 * players show at once; each of the others fills its own column as its fetch from Riot ends.
 */
export function MultiSearchPage() {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const region = isRegion(params.region) ? params.region : null;
  const text = textFromSearch(search);
  const hasText = text.trim() !== '';
  const answer = useQuery({
    ...multiSearchQuery(region ?? DEFAULT_REGION, text, language),
    enabled: region !== null && hasText,
  });
  usePageMeta({ page: 'multisearch', isNoIndex: true });

  const fieldError = region === null ? 'region' : searchFieldError(answer.error, text);

  let results: ReactNode = null;
  if (!hasText) {
    results = <p className="text-muted">{t('start')}</p>;
  } else if (region === null || fieldError) {
    results = null;
  } else if (answer.isPending) {
    results = <PlaceholderColumns region={region} text={text} />;
  } else if (answer.isError) {
    results = (
      <StatePanel title={t('errors.failed')} hint={t('errors.failed_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void answer.refetch()}
          disabled={answer.isFetching}
        >
          {answer.isFetching && <Spinner />}
          {t('errors.retry')}
        </Button>
      </StatePanel>
    );
  } else {
    results = <Results search={answer.data} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="space-y-6">
        <SearchForm
          text={text}
          region={region ?? DEFAULT_REGION}
          error={fieldError}
          onSubmit={(nextRegion, nextText) =>
            void navigate(multiSearchPath(language, nextRegion, nextText))
          }
        />
        {results}
      </div>
    </div>
  );
}
