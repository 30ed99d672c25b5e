import type { LivePlayer, RunePage } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { PlayerNotes } from '../../../shared/scouting/player-notes.tsx';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';
import { ChampionLine, FormLine } from './player-form.tsx';
import { RankLine } from './player-rank.tsx';
import { PremadeMarker } from './premade-marker.tsx';

/** Summoner spells, keystone and secondary tree in a two-by-two block, as the game's loading screen. */
function Loadout({ player }: { player: LivePlayer }) {
  return (
    <span className="grid shrink-0 grid-cols-2 gap-0.5">
      {[player.spell1, player.spell2].map((spell, index) => (
        <GameIcon
          key={index}
          src={spell.image_url}
          name={spell.name}
          size={20}
          className="block size-5 rounded"
        />
      ))}
      <GameIcon
        src={player.main_rune.icon}
        name={player.main_rune.name}
        size={20}
        className="block size-5 rounded-full bg-bg"
      />
      <GameIcon
        src={player.sub_rune.icon}
        name={player.sub_rune.name}
        size={20}
        className="block size-5 rounded-full bg-bg p-0.5"
      />
    </span>
  );
}

/** The Riot ID linked to the player's page (a bot's name as Riot sends it), after its premade tag. */
function PlayerName({ player, isViewed }: { player: LivePlayer; isViewed: boolean }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const { summoner } = player;
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {summoner?.premade != null && <PremadeMarker group={summoner.premade} />}
      {summoner ? (
        <Link
          to={summonerPath(language, summoner.region, summoner.game_name, summoner.tag_line)}
          className="flex min-w-0 font-semibold hover:text-accent hover:underline"
        >
          <RiotId
            gameName={summoner.game_name}
            tagLine={summoner.tag_line}
            nameClassName="truncate"
            tagClassName="font-normal text-muted"
          />
        </Link>
      ) : (
        <bdi className="block truncate font-semibold">{player.riot_id}</bdi>
      )}
      {isViewed && <span className="sr-only"> {t('player.viewed')}</span>}
    </span>
  );
}

/** The button that shows the whole rune page under the card, and hides it again. */
function RunesButton({
  isOpen,
  controls,
  onToggle,
}: {
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('live');
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex shrink-0 items-center gap-1 rounded-md border border-line px-1.5 py-0.5 text-xs font-medium text-muted hover:border-muted hover:text-text"
    >
      {t('player.runes')}
      <svg
        viewBox="0 0 12 12"
        aria-hidden="true"
        className={`size-3 transition-transform ${isOpen ? 'rotate-180' : ''}`}
      >
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

function FullRunes({
  id,
  page,
  headingLevel,
}: {
  id: string;
  page: RunePage;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation('live');
  return (
    <div id={id} className="border-t border-line pt-3">
      <RunePageDrawing
        page={page}
        headings={{
          primary: t('player.runes_primary', { tree: page.primary.tree.name }),
          secondary: t('player.runes_secondary', { tree: page.secondary.tree.name }),
          shards: t('player.runes_shards'),
        }}
        headingLevel={headingLevel}
        size="compact"
      />
    </div>
  );
}

type Summoner = NonNullable<LivePlayer['summoner']>;

/** Whether the player has a ranked standing or a stored ranked game this season. */
const hasRankedGames = (summoner: Summoner) => summoner.rank !== null || summoner.form.games > 0;

/** What is known of the player's ranked season: standing, recent form, or that there is none. */
function RankedSummary({ summoner }: { summoner: Summoner }) {
  const { t } = useTranslation('live');
  const { rank, form } = summoner;
  if (!hasRankedGames(summoner))
    return <p className="text-xs text-muted">{t('player.no_ranked')}</p>;
  return (
    <>
      <p className="text-xs">
        {rank ? (
          <RankLine rank={rank} />
        ) : (
          <span className="text-muted">{t('player.unranked')}</span>
        )}
      </p>
      <FormLine form={form} />
    </>
  );
}

/**
 * One player of the live game: champion, spells, keystone and secondary tree (the whole rune
 * page behind a button), Riot ID, ranked standing, recent ranked form, stored games on the
 * champion with its mastery, and the player's notes. A bot shows its champion and "Bot".
 */
export function PlayerCard({
  player,
  isViewed,
  runeHeadingLevel,
}: {
  player: LivePlayer;
  isViewed: boolean;
  runeHeadingLevel: 3 | 4;
}) {
  const { t } = useTranslation('live');
  const runesId = useId();
  const [isRunesOpen, setRunesOpen] = useState(false);
  const { summoner, runes } = player;
  return (
    <div
      aria-current={isViewed ? 'true' : undefined}
      className={`space-y-2 px-3 py-2.5 ${
        isViewed ? 'bg-surface-2 shadow-[inset_3px_0_0_var(--color-accent)]' : ''
      }`}
    >
      <div className="flex items-start gap-2.5">
        <GameIcon
          src={player.champion.image_url}
          name={player.champion.name}
          size={44}
          className="block size-10 shrink-0 rounded-lg sm:size-11"
        />
        <Loadout player={player} />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <PlayerName player={player} isViewed={isViewed} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {!summoner && <p className="text-xs text-muted">{t('player.bot')}</p>}
            {runes && (
              <RunesButton
                isOpen={isRunesOpen}
                controls={runesId}
                onToggle={() => setRunesOpen((isOpen) => !isOpen)}
              />
            )}
          </div>
        </div>
      </div>
      {summoner && (
        <div className="space-y-1.5">
          <RankedSummary summoner={summoner} />
          {(hasRankedGames(summoner) || summoner.champion_games.games > 0) && (
            <ChampionLine summoner={summoner} champion={player.champion.name} />
          )}
          <PlayerNotes notes={summoner.notes} />
        </div>
      )}
      {runes && isRunesOpen && (
        <FullRunes id={runesId} page={runes} headingLevel={runeHeadingLevel} />
      )}
    </div>
  );
}
