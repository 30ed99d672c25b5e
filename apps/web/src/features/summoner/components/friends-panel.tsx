import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { friendsQuery } from '../api/summoner-api.ts';

/** Frequent teammates, each linking to their own page; absent while there are none (docs/product.md, Summoner page). */
export function FriendsPanel({ player, puuid }: { player: PlayerRef; puuid: string }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const friends = useQuery(friendsQuery(player, puuid));
  const headingId = useId();
  if (!friends.isSuccess || friends.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="mb-3 font-bold">
        {t('friends.title')}
      </h2>
      <ul className="space-y-1">
        {friends.data.map((friend) => {
          const rate = Math.round(friend.winrate);
          return (
            <li key={friend.puuid}>
              <Link
                to={summonerPath(language, friend.region, friend.game_name, friend.tag_line)}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface-2"
              >
                <GameImage
                  src={friend.image_url}
                  alt=""
                  name={friend.game_name}
                  width={32}
                  height={32}
                  className="size-8 shrink-0 rounded-lg"
                />
                <span className="min-w-0 flex-1">
                  {/* A long name is cut, never the tag: half a tag names another player. */}
                  <span className="flex min-w-0 text-sm font-medium">
                    <RiotId
                      gameName={friend.game_name}
                      tagLine={friend.tag_line}
                      nameClassName="truncate"
                    />
                  </span>
                  <span className="block text-xs text-muted">
                    {t('friends.games', { games: friend.games_together })}
                  </span>
                </span>
                <span
                  className={`shrink-0 text-xs font-semibold ${rate >= 50 ? 'text-win' : 'text-loss'}`}
                >
                  {t('friends.win_rate', { rate: formatPercent(rate, language) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
