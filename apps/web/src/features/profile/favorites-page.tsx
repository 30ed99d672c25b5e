import {
  type Favorite,
  formatRiotId,
  isolateBidi,
  type Language,
  profileIconUrl,
  regionLabel,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { summonerPath } from '../../shared/domain/summoner-path.ts';
import { favoritesQuery } from '../../shared/favorites/favorites-api.ts';
import { useRemoveFavorite } from '../../shared/favorites/use-remove-favorite.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { RiotId } from '../../shared/ui/riot-id.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { SoloRankLabel } from '../../shared/ui/solo-rank-label.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';

const SKELETON_CARDS = 4;
const GRID_CLASS = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3';

/** A favourite's Riot ID isolated, as it goes into the texts of its remove button and toasts. */
const riotIdOf = (favorite: Favorite) =>
  isolateBidi(formatRiotId({ gameName: favorite.game_name, tagLine: favorite.tag_line }));

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path
        d="M4 6h12M8 6V4h4v2M5.5 6l.8 10h7.4l.8-10M8.5 9v4.5M11.5 9v4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FavoriteCard({
  favorite,
  language,
  isRemoving,
  onRemove,
}: {
  favorite: Favorite;
  language: Language;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <li
      className={`flex items-center gap-1 rounded-xl border border-line bg-surface pr-2 transition-opacity ${
        isRemoving ? 'opacity-50' : ''
      }`}
    >
      <Link
        to={summonerPath(language, favorite.region, favorite.game_name, favorite.tag_line)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-3 hover:bg-surface-2"
      >
        <GameImage
          src={profileIconUrl(favorite.profile_icon_id)}
          alt=""
          name={favorite.game_name}
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg"
        />
        <span className="min-w-0">
          {/* The whole Riot ID, wrapped anywhere if it must: a cut one names another player. */}
          <span className="block font-semibold [overflow-wrap:anywhere]">
            <RiotId
              gameName={favorite.game_name}
              tagLine={favorite.tag_line}
              tagClassName="font-normal text-muted"
            />
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span className="rounded bg-surface-2 px-1.5 py-0.5 font-semibold">
              {regionLabel(favorite.region)}
            </span>
            <SoloRankLabel rank={favorite.solo_rank} />
          </span>
        </span>
      </Link>
      <button
        type="button"
        onClick={onRemove}
        disabled={isRemoving}
        aria-label={t('favorites.remove', { name: riotIdOf(favorite) })}
        title={t('favorites.remove', { name: riotIdOf(favorite) })}
        className="shrink-0 rounded-lg p-2.5 text-muted transition-colors hover:bg-loss/15 hover:text-loss disabled:cursor-wait"
      >
        <TrashIcon />
      </button>
    </li>
  );
}

function FavoritesSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('favorites.loading')}
      </p>
      <div className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div
            key={index}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3"
          >
            <Skeleton className="size-12 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-12" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The saved summoners as a grid, each linking to the player's page and removable; the list is
 * refetched after each removal (docs/product.md, Profile area).
 */
export function FavoritesPage({ language }: { language: Language }) {
  const { t } = useTranslation('profile');
  const favorites = useQuery(favoritesQuery());
  const headingId = useId();
  // The card stays dimmed until the fresh list no longer has it.
  const remove = useRemoveFavorite({
    onError: (_error, favorite) =>
      notify.error(t('favorites.remove_failed', { name: riotIdOf(favorite) })),
  });

  let content: ReactNode;
  if (favorites.isPending) {
    content = <FavoritesSkeleton />;
  } else if (favorites.isError) {
    content = (
      <StatePanel title={t('favorites.load_failed')} role="alert">
        <Button variant="secondary" onClick={() => void favorites.refetch()}>
          {t('favorites.retry')}
        </Button>
      </StatePanel>
    );
  } else if (favorites.data.length === 0) {
    content = (
      <StatePanel title={t('favorites.empty')} hint={t('favorites.empty_hint')} role="status">
        <Link to={`/${language}`} className={buttonClass('secondary')}>
          {t('favorites.find_player')}
        </Link>
      </StatePanel>
    );
  } else {
    content = (
      <ul aria-labelledby={headingId} className={GRID_CLASS}>
        {favorites.data.map((favorite) => (
          <FavoriteCard
            key={favorite.id}
            favorite={favorite}
            language={language}
            isRemoving={remove.isPending && remove.variables.id === favorite.id}
            onRemove={() => remove.mutate(favorite)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="space-y-4">
      <header className="space-y-1">
        <h1 id={headingId} className="text-2xl font-extrabold tracking-tight">
          {t('favorites.title')}
        </h1>
        <p className="text-sm text-muted">{t('favorites.subtitle')}</p>
      </header>
      {content}
    </section>
  );
}
