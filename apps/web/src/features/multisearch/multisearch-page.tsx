import {
  DEFAULT_REGION,
  isRegion,
  type MultiSearch,
  type MultiSearchQueue,
  parseMultiSearch,
  type Region,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { textFromSearch } from '../../shared/domain/multisearch-path.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { multiSearchQuery } from './api/multisearch-api.ts';
import { BoardActions } from './components/board-actions.tsx';
import { ColumnSkeleton, EntryColumn, PastedName } from './components/entry-column.tsx';
import { InvalidNotice } from './components/invalid-notice.tsx';
import { QueueSwitch } from './components/queue-switch.tsx';
import { SearchForm } from './components/search-form.tsx';
import { multiSearchQueuePath, queueFromSearch } from './multisearch-address.ts';
import { searchFieldError } from './search-error.ts';

// One column a player: a row each on phones (a card when opened), two and three across on
// tablets, all of them across from 1280 px, where fewer players take wider columns (up to
// 18rem) instead of a fifth of the row each, so a Riot ID wraps only when it has no room. A
// column never widens its track (min-w-0), so a long name wraps inside it instead of pushing the
// page sideways.
const GRID =
  'grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-[repeat(var(--players),minmax(0,18rem))]';

/** The grid's style for `count` players: the number of columns from 1280 px. */
const gridStyle = (count: number) => ({ '--players': Math.max(1, count) }) as CSSProperties;
const COLUMN_ITEM = 'min-w-0';

/** While the search is on its way: the pasted names, read here the way the server reads them. */
function PlaceholderColumns({ region, text }: { region: Region; text: string }) {
  const { t } = useTranslation('multisearch');
  const { names } = parseMultiSearch(text);
  const riotIds = names.flatMap((name) =>
    name.riotId ? [{ ...name.riotId, input: name.input }] : [],
  );
  return (
    <>
      <p role="status" className="sr-only">
        {t('looking_up')}
      </p>
      <InvalidNotice inputs={names.filter((name) => !name.riotId).map((name) => name.input)} />
      <ol aria-label={t('players')} className={GRID} style={gridStyle(riotIds.length)}>
        {riotIds.map((name) => (
          <li key={name.input} className={COLUMN_ITEM}>
            <ColumnSkeleton
              region={region}
              name={
                <PastedName gameName={name.gameName} tagLine={name.tagLine} input={name.input} />
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The answered board: the names that are not Riot IDs, then a column each for the others. */
function Results({ search, queue }: { search: MultiSearch; queue: MultiSearchQueue }) {
  const { t } = useTranslation('multisearch');
  const columns = search.entries.filter((entry) => entry.status !== 'invalid');
  const invalid = search.entries.filter((entry) => entry.status === 'invalid');
  return (
    <>
      <InvalidNotice inputs={invalid.map((entry) => entry.input)} />
      {search.truncated && (
        <p
          role="status"
          className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-accent"
        >
          {t('truncated', { max: search.max })}
        </p>
      )}
      {columns.length > 0 && (
        <ol aria-label={t('players')} className={GRID} style={gridStyle(columns.length)}>
          {columns.map((entry) => (
            <li key={entry.input} className={COLUMN_ITEM}>
              <EntryColumn entry={entry} region={search.region} queue={queue} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * Multi-search: the players of a pasted lobby, one column each, five across, describing the
 * chosen queue (Solo/Duo unless the address says `?queue=flex` or `all`). The address holds the
 * region, the pasted text (`?q=`) and the queue, so a link shows the same board. Stored players
 * show at once; each of the others fills its own column as its fetch from Riot ends.
 */
export function MultiSearchPage() {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const region = isRegion(params.region) ? params.region : null;
  const text = textFromSearch(search);
  const queue = queueFromSearch(search);
  const hasText = text.trim() !== '';
  const answer = useQuery({
    ...multiSearchQuery(region ?? DEFAULT_REGION, text, queue, language),
    enabled: region !== null && hasText,
  });
  usePageMeta({ page: 'multisearch', isNoIndex: true });

  const fieldError = region === null ? 'region' : searchFieldError(answer.error, text);
  const hasBoard = hasText && region !== null && !fieldError;

  let results: ReactNode = null;
  if (!hasText) {
    results = <p className="text-muted">{t('start')}</p>;
  } else if (!hasBoard) {
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
    results = <Results search={answer.data} queue={queue} />;
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
            void navigate(multiSearchQueuePath(language, nextRegion, nextText, queue))
          }
        />
        {hasBoard ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <QueueSwitch
                queue={queue}
                pathOf={(option) => multiSearchQueuePath(language, region, text, option)}
              />
              {answer.data && <BoardActions search={answer.data} queue={queue} />}
            </div>
            {results}
          </div>
        ) : (
          results
        )}
      </div>
    </div>
  );
}
