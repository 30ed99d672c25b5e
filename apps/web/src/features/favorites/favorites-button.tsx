import { type Language, profileIconUrl, regionLabel } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { favoritesQuery } from '../../shared/favorites/favorites-api.ts';
import { useRemoveFavorite } from '../../shared/favorites/use-remove-favorite.ts';
import { useDismiss } from '../../shared/hooks/use-dismiss.ts';
import { CloseIcon } from '../../shared/ui/close-icon.tsx';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { RiotId } from '../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SoloRankLabel } from '../../shared/ui/solo-rank-label.tsx';

function FavoritesList({ language, onNavigate }: { language: Language; onNavigate: () => void }) {
  const { t } = useTranslation();
  const favorites = useQuery(favoritesQuery());
  const remove = useRemoveFavorite();

  if (favorites.isPending) {
    return (
      <div className="space-y-2 p-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (favorites.isError) return <p className="p-4 text-sm text-loss">{t('errors.load_failed')}</p>;
  if (favorites.data.length === 0) {
    return <p className="p-4 text-center text-sm text-muted">{t('favorites.empty')}</p>;
  }
  return (
    <ul className="max-h-80 overflow-y-auto py-1">
      {favorites.data.map((favorite) => (
        <li key={favorite.id} className="flex items-center gap-2 px-2 hover:bg-surface-2">
          <Link
            to={`/${language}/summoner/${favorite.region}/${encodeURIComponent(favorite.game_name)}/${encodeURIComponent(favorite.tag_line)}`}
            onClick={onNavigate}
            className="flex min-w-0 flex-1 items-center gap-3 py-2"
          >
            <GameImage
              src={profileIconUrl(favorite.profile_icon_id)}
              alt=""
              name={favorite.game_name}
              className="size-9 shrink-0 rounded-lg"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium [overflow-wrap:anywhere]">
                <RiotId gameName={favorite.game_name} tagLine={favorite.tag_line} />
              </span>
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <span className="font-semibold">{regionLabel(favorite.region)}</span>
                <SoloRankLabel rank={favorite.solo_rank} />
              </span>
            </span>
          </Link>
          <button
            type="button"
            onClick={() => remove.mutate(favorite)}
            aria-label={t('favorites.remove', {
              name: `${favorite.game_name}#${favorite.tag_line}`,
            })}
            className="rounded-lg p-2 text-muted hover:bg-loss/15 hover:text-loss"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The floating star for signed-in users and its 300 px list of favourites (docs/product.md, Layout). It floats
 * at the bottom of the window but keeps its own place before the footer (the layout puts it
 * there), so it stops above the footer instead of covering its text.
 */
export function FavoritesButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(ref, isOpen, close);

  return (
    <div ref={ref} className="sticky right-4 bottom-24 z-30 mt-6 mr-4 self-end sm:bottom-6">
      {isOpen && (
        <section
          id={panelId}
          aria-label={t('favorites.title')}
          className="absolute right-0 bottom-16 w-[300px] overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl shadow-black/60"
        >
          <p className="border-b border-line px-4 py-3 font-semibold">{t('favorites.title')}</p>
          <FavoritesList language={language} onNavigate={() => setIsOpen(false)} />
        </section>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('favorites.open')}
        onClick={() => setIsOpen((open) => !open)}
        className="flex size-13 items-center justify-center rounded-full bg-accent text-bg shadow-xl shadow-black/50 hover:bg-accent-strong"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path
            d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
}
