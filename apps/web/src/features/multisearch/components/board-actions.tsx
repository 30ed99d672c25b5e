import type {
  MultiSearch,
  MultiSearchEntry,
  MultiSearchPlayer,
  MultiSearchQueue,
  Region,
} from '@riftscope/contracts';
import { useQueries } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { multiSearchPlayerQuery, type PendingPlayer } from '../api/multisearch-api.ts';

/** The Riot ID of an entry to be fetched by its own column, or null. */
const pendingRiotId = (entry: MultiSearchEntry, region: Region): PendingPlayer | null =>
  entry.status === 'pending' && entry.game_name !== null && entry.tag_line !== null
    ? { region, gameName: entry.game_name, tagLine: entry.tag_line }
    : null;

/**
 * The players of the board that have a column, in its order: those the search answered and
 * those fetched since by their own column (read from the columns' queries, never asked here).
 */
function useFoundPlayers(search: MultiSearch, queue: MultiSearchQueue): MultiSearchPlayer[] {
  const language = useLanguage();
  const pending = search.entries.map((entry) => pendingRiotId(entry, search.region));
  const pendingAt = pending.flatMap((player, index) => (player ? [index] : []));
  const fetched = useQueries({
    queries: pending.flatMap((player) =>
      player ? [{ ...multiSearchPlayerQuery(player, queue, language), enabled: false }] : [],
    ),
  });
  const fetchedAt = new Map(pendingAt.map((index, k) => [index, fetched[k]?.data]));
  return search.entries.flatMap((entry, index) => {
    const column = entry.player ?? fetchedAt.get(index);
    return column ? [column] : [];
  });
}

type Copy =
  | { state: 'idle' }
  /** Copied, or shown in the field (`manual`) for the visitor to copy; `field` while it is tried. */
  | { state: 'copied' | 'field' | 'manual'; url: string };

/**
 * Copies the board's address (its names and queue) with the clipboard API; where there is none
 * or it refuses, through a field holding the address, selected: the browser's copy command, else
 * the visitor's own Ctrl+C.
 */
function useCopyLink() {
  const location = useLocation();
  const [copy, setCopy] = useState<Copy>({ state: 'idle' });
  const fieldRef = useRef<HTMLInputElement>(null);
  const url = () =>
    new URL(`${location.pathname}${location.search}`, window.location.origin).toString();

  const copyFromField = (link: string) => {
    flushSync(() => setCopy({ state: 'field', url: link }));
    fieldRef.current?.focus();
    fieldRef.current?.select();
    let isCopied = false;
    try {
      isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      isCopied = false;
    }
    setCopy({ state: isCopied ? 'copied' : 'manual', url: link });
  };
  const onCopy = () => {
    const link = url();
    if (typeof navigator.clipboard?.writeText !== 'function') return copyFromField(link);
    navigator.clipboard.writeText(link).then(
      () => setCopy({ state: 'copied', url: link }),
      () => copyFromField(link),
    );
  };
  // A feedback is about the address it copied: another queue or lobby starts afresh.
  const current = copy.state !== 'idle' && copy.url === url() ? copy : { state: 'idle' as const };
  return { copy: current, onCopy, fieldRef };
}

/**
 * The board's actions: open every found player's profile in a new tab (each `window.open` in the
 * click itself, so that a browser lets them through; any tab it still blocks is said, never a
 * success it cannot see) and copy the board's link.
 */
export function BoardActions({ search, queue }: { search: MultiSearch; queue: MultiSearchQueue }) {
  const { t } = useTranslation('multisearch');
  const language = useLanguage();
  const players = useFoundPlayers(search, queue);
  const [blocked, setBlocked] = useState(0);
  const { copy, onCopy, fieldRef } = useCopyLink();
  const fieldId = useId();

  const openAll = () => {
    let refused = 0;
    for (const p of players) {
      const tab = window.open(summonerPath(language, p.region, p.game_name, p.tag_line), '_blank');
      if (tab) tab.opener = null;
      else refused += 1;
    }
    setBlocked(refused);
  };

  // A fragment: the buttons sit at the end of the board's toolbar (a wrapping row), and what
  // they answer takes a line of its own under it, so a message never moves the buttons.
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={openAll} disabled={players.length === 0}>
          {t('actions.open_all')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCopy}>
          {t('actions.copy_link')}
        </Button>
      </div>
      {(copy.state === 'field' || copy.state === 'manual') && (
        <div className="w-full space-y-1">
          <label htmlFor={fieldId} className="block text-xs text-muted">
            {t('actions.link_field')}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            readOnly
            value={copy.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-line bg-bg px-3 py-1.5 text-sm text-text"
          />
        </div>
      )}
      <p role="status" className="w-full text-sm empty:sr-only sm:text-right">
        {copy.state === 'copied' && <span className="text-win">{t('actions.copied')}</span>}
        {copy.state === 'manual' && <span className="text-muted">{t('actions.copy_manual')}</span>}
        {blocked > 0 && (
          <span className="block text-accent">
            {t('actions.blocked', { count: blocked, total: players.length })}
          </span>
        )}
      </p>
    </>
  );
}
