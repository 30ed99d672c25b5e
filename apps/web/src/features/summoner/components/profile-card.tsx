import {
  formatRiotId,
  isolateBidi,
  profileIconUrl,
  regionLabel,
  type Summoner,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useNow } from '../../../lib/render-clock.ts';
import { formatDuration } from '../../../shared/domain/format-number.ts';
import { livePath } from '../../../shared/domain/live-path.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import { favoritesQuery } from '../../../shared/favorites/favorites-api.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useAuth } from '../../../shared/session/auth-context.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { liveStatusQuery } from '../api/summoner-api.ts';
import { useBackgroundRefresh } from '../api/use-background-refresh.ts';
import { useToggleFavorite } from '../api/use-toggle-favorite.ts';
import { useUpdateSummoner } from '../api/use-update-summoner.ts';
import { useSecondsUntil } from '../use-seconds-until.ts';
import { MasteryTop } from './mastery-top.tsx';

const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The favourite toggle; the favourites list is refetched after each toggle (docs/product.md, Loading and caching). */
function FavoriteStar({ summonerId }: { summonerId: number }) {
  const { t } = useTranslation('summoner');
  const favorites = useQuery(favoritesQuery());
  const isFavorite = favorites.data?.some((f) => f.summoner_id === summonerId) ?? false;
  const toggle = useToggleFavorite(summonerId, {
    onError: () => notify.error(t('profile.favorite_failed')),
  });
  const isShownFavorite = toggle.isPending ? !isFavorite : isFavorite;
  return (
    <button
      type="button"
      aria-pressed={isShownFavorite}
      aria-label={isShownFavorite ? t('profile.favorite_remove') : t('profile.favorite_add')}
      title={isShownFavorite ? t('profile.favorite_remove') : t('profile.favorite_add')}
      disabled={favorites.isPending || toggle.isPending}
      onClick={() => toggle.mutate()}
      className={`-m-1 shrink-0 rounded-lg p-1.5 transition-colors hover:bg-surface-2 disabled:cursor-wait ${
        isShownFavorite ? 'text-accent' : 'text-muted hover:text-accent'
      }`}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path
          d={STAR_PATH}
          fill={isShownFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** The finished Update's toast: how many new matches it stored, when the server says. */
function updateDoneText(t: TFunction<'summoner'>, name: string, newMatches: number | null) {
  if (newMatches === null) return t('profile.update_done', { name });
  if (newMatches === 0) return t('update.no_new_matches', { name });
  return t('update.new_matches', { name, count: newMatches });
}

/**
 * Update: asks the server for what is new, then reloads the player's data and says how many new
 * matches arrived (docs/product.md, Loading and caching). During the cooldown (the profile's `next_update_at`, the one a
 * finished Update gives, or a 429's Retry-After) the button waits, counting down.
 */
function UpdateButton({ summoner, player }: { summoner: Summoner; player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const name = isolateBidi(
    formatRiotId({ gameName: summoner.summoner.game_name, tagLine: summoner.summoner.tag_line }),
  );
  const profileUntil = summoner.next_update_at ? Date.parse(summoner.next_update_at) : null;
  const [learnedUntil, setLearnedUntil] = useState<number | null>(null);
  const until = Math.max(profileUntil ?? 0, learnedUntil ?? 0) || null;
  const secondsLeft = useSecondsUntil(until);
  const update = useUpdateSummoner(player, {
    // Runs once the new data is on the page: the label reads "updating" until then.
    onSuccess: (reply) => {
      setLearnedUntil(Date.parse(reply.next_update_at));
      notify.success(updateDoneText(t, name, reply.new_matches ?? null));
    },
    onError: (error) => {
      if (!isApiError(error, 429)) {
        notify.error(t('profile.update_failed', { name }));
        return;
      }
      const now = Date.now();
      const nextAt =
        error.retryAfterSeconds === null ? profileUntil : now + error.retryAfterSeconds * 1000;
      if (nextAt !== null && nextAt > now) setLearnedUntil(nextAt);
      else notify.error(t('profile.update_cooldown_soon', { name }));
    },
  });
  const isCoolingDown = secondsLeft > 0 && !update.isPending;
  return (
    <Button
      variant="secondary"
      onClick={() => update.mutate()}
      disabled={update.isPending || isCoolingDown}
      aria-busy={update.isPending}
      className="min-w-32 tabular-nums"
    >
      {update.isPending ? (
        <Spinner />
      ) : (
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {update.isPending
        ? t('profile.updating')
        : isCoolingDown
          ? t('update.cooldown', { time: formatDuration(secondsLeft) })
          : t('profile.update')}
    </Button>
  );
}

/** The "watch" link, shown only while the polled live status says the player is in a game. */
function LiveLink({ summoner, player }: { summoner: Summoner; player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const status = useQuery(liveStatusQuery(summoner.puuid, player.region));
  if (!status.data?.in_game) return null;
  return (
    <Link
      to={livePath(
        language,
        player.region,
        summoner.summoner.game_name,
        summoner.summoner.tag_line,
      )}
      className={buttonClass('danger')}
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-team opacity-75" />
        <span className="relative inline-flex size-2.5 rounded-full bg-red-team" />
      </span>
      <span>
        <span className="sr-only">{t('profile.in_game')}: </span>
        {t('profile.watch_live')}
      </span>
    </Link>
  );
}

/**
 * Icon, Riot ID, level and the player's actions: favourite, live game and Update (docs/product.md, Summoner page);
 * while a background refresh runs, a quiet "Refreshing…" until the page has updated itself.
 */
export function ProfileCard({ summoner, player }: { summoner: Summoner; player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const now = useNow();
  const { user } = useAuth();
  const headingId = useId();
  const { game_name: gameName, tag_line: tagLine } = summoner.summoner;
  const isRefreshing = useBackgroundRefresh(player, summoner);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-surface p-4 shadow-lg shadow-black/20"
    >
      <div className="flex items-start gap-4">
        <div className="relative shrink-0">
          <GameImage
            src={profileIconUrl(summoner.profile_icon_id)}
            alt=""
            name={gameName}
            width={80}
            height={80}
            className="block size-18 rounded-2xl border-2 border-accent/50 sm:size-20"
          />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-start gap-2">
            <h2
              id={headingId}
              className="min-w-0 flex-1 text-xl leading-tight font-bold break-words"
            >
              <RiotId
                gameName={gameName}
                tagLine={tagLine}
                tagClassName="font-semibold text-muted"
              />
            </h2>
            {user && <FavoriteStar summonerId={summoner.id} />}
          </div>
          <p className="flex flex-wrap gap-x-2 text-sm text-muted">
            <span className="rounded bg-bg px-1.5 text-xs leading-5 font-bold text-accent">
              {regionLabel(player.region)}
            </span>
            <span>{t('profile.level', { level: summoner.summoner_level })}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            {summoner.updated_at && (
              <span>
                {t('profile.updated', {
                  time: formatRelativeTime(Date.parse(summoner.updated_at), now, language),
                })}
              </span>
            )}
            {/* Polite: the page updates itself when the refresh is done, nothing to act on. */}
            <span role="status" className="inline-flex items-center gap-1 text-accent">
              {isRefreshing && (
                <>
                  <Spinner className="size-3" />
                  {t('refresh.running')}
                </>
              )}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <UpdateButton summoner={summoner} player={player} />
        <LiveLink summoner={summoner} player={player} />
      </div>
      <MasteryTop player={player} puuid={summoner.puuid} />
    </section>
  );
}
