import {
  type MultiSearchEntry,
  type MultiSearchQueue,
  type Region,
  regionLabel,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { multiSearchPlayerQuery, type PendingPlayer } from '../api/multisearch-api.ts';
import { COLUMN_CLASS, ColumnHeader } from './column-frame.tsx';
import { PlayerColumn } from './player-column.tsx';

/** A name as pasted: a Riot ID with its tag kept whole, or the text that is not one. */
export function PastedName({
  gameName,
  tagLine,
  input,
}: {
  gameName: string | null;
  tagLine: string | null;
  input: string;
}) {
  return gameName !== null && tagLine !== null ? (
    <RiotId gameName={gameName} tagLine={tagLine} />
  ) : (
    <bdi className="break-all">{input}</bdi>
  );
}

/**
 * A column whose figures are on their way: the name, grey blocks where the figures go (from
 * `sm`: a phone shows the players as rows) and, when given, what is happening (read out as a
 * status).
 */
export function ColumnSkeleton({
  name,
  region,
  status,
}: {
  name: ReactNode;
  region: Region;
  status?: string;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} aria-busy="true" className={COLUMN_CLASS}>
      <ColumnHeader headingId={headingId} name={name} region={region} />
      {status && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 shrink-0" />
          {status}
        </p>
      )}
      <div aria-hidden="true" className="hidden space-y-3 sm:block">
        <div className="flex items-center gap-2.5">
          <Skeleton className="size-11 shrink-0 rounded-full" />
          <Skeleton className="h-9 flex-1" />
        </div>
        <Skeleton className="h-11" />
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
      </div>
    </article>
  );
}

/** A column that has no figures to show: the name and why, with an action when one helps. */
function MessageColumn({
  name,
  region,
  message,
  role,
  children,
}: {
  name: ReactNode;
  region: Region;
  message: ReactNode;
  role?: 'alert';
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={COLUMN_CLASS}>
      <ColumnHeader headingId={headingId} name={name} region={region} />
      <div role={role} className="space-y-3 text-sm">
        <p className="font-semibold text-muted">{message}</p>
        {children}
      </div>
    </article>
  );
}

/**
 * A player the search did not have stored: fetched on its own in the board's queue, so that it
 * fills in as soon as its answer comes, whatever the others do. Not found (404), the address's
 * quota of new players (429) and other failures each say so in the column.
 */
function PendingColumn({ player, queue }: { player: PendingPlayer; queue: MultiSearchQueue }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const column = useQuery(multiSearchPlayerQuery(player, queue, language));
  const name = <RiotId gameName={player.gameName} tagLine={player.tagLine} />;
  if (column.data) return <PlayerColumn player={column.data} />;
  if (column.isPending) {
    return <ColumnSkeleton name={name} region={player.region} status={t('column.fetching')} />;
  }
  if (isApiError(column.error, 404)) {
    return (
      <MessageColumn
        name={name}
        region={player.region}
        message={t('column.not_found', { region: regionLabel(player.region) })}
      />
    );
  }
  const isRateLimited = isApiError(column.error, 429);
  return (
    <MessageColumn
      name={name}
      region={player.region}
      role="alert"
      message={t(isRateLimited ? 'column.rate_limited' : 'column.failed')}
    >
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void column.refetch()}
        disabled={column.isFetching}
        aria-busy={column.isFetching}
      >
        {column.isFetching && <Spinner />}
        {t('column.retry')}
      </Button>
    </MessageColumn>
  );
}

/**
 * One name of the search's answer in its column: found, or fetched on its own. Text that is not
 * a Riot ID has no column (the board names it above the columns).
 */
export function EntryColumn({
  entry,
  region,
  queue,
}: {
  entry: MultiSearchEntry;
  region: Region;
  queue: MultiSearchQueue;
}) {
  if (entry.player) return <PlayerColumn player={entry.player} />;
  if (entry.status === 'invalid' || entry.game_name === null || entry.tag_line === null) {
    return null;
  }
  return (
    <PendingColumn
      player={{ region, gameName: entry.game_name, tagLine: entry.tag_line }}
      queue={queue}
    />
  );
}
