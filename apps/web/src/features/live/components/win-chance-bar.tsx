import { type LiveGame, type LivePlayer, teamScore, winChance } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';
import { teamAverageRank } from '../live-ranks.ts';
import { useRankName } from './player-rank.tsx';

/** Where the rank goes in the sentence while it is split around it: a private-use character. */
const SLOT = '\uE001';

/** A team's average rank with how many of its players it is drawn from, or "unknown". */
function TeamAverage({
  players,
  team,
  className,
}: {
  players: readonly LivePlayer[];
  team: 'blue_team' | 'red_team';
  className: string;
}) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const rankName = useRankName();
  const average = teamAverageRank(players);
  // The rank is drawn in its tier's colour with its emblem, where the sentence puts it.
  const [before = '', after = ''] = t('win_chance.average', { rank: SLOT }).split(SLOT);
  return (
    <p className={`min-w-0 text-xs text-muted ${className}`}>
      <span className="sr-only">{t(team)}: </span>
      {average ? (
        <>
          <span className="inline-flex flex-wrap items-center gap-x-1">
            {before.trim()}
            <span
              className={`inline-flex items-center gap-1 font-semibold ${TIER_TEXT_CLASS[average.tier]}`}
            >
              <RankEmblem tier={average.tier} size={14} isDecorative />
              {rankName(average)}
            </span>
            {after.trim()}
          </span>
          <span className="block">
            {t('win_chance.average_players', {
              players: formatCount(average.players, language),
              of: formatCount(average.of, language),
            })}
          </span>
        </>
      ) : (
        t('win_chance.average_unknown')
      )}
    </p>
  );
}

/** The "i" button that shows how the chance is computed on a phone, where the note is folded. */
function InfoButton({
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
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-line text-muted hover:border-muted hover:text-text sm:hidden"
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="currentColor">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm7.25-3.25a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0ZM7.25 7h1.5v5h-1.5Z" />
      </svg>
      <span className="sr-only">{t('win_chance.info')}</span>
    </button>
  );
}

/**
 * Each team's estimated chance from its ranked players (docs/product.md, Live game), as one bar,
 * each team's average rank under it, and how the estimate is made: shown under the bar from a
 * tablet's width, behind an info button on a phone.
 */
export function WinChanceBar({ game }: { game: LiveGame }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const headingId = useId();
  const noteId = useId();
  const [isNoteOpen, setNoteOpen] = useState(false);
  const rank = (player: LiveGame['blue_team'][number]) => player.summoner?.rank;
  const chance = winChance(teamScore(game.blue_team.map(rank)), teamScore(game.red_team.map(rank)));
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold">
          {t('win_chance.title')}
        </h2>
        <InfoButton
          isOpen={isNoteOpen}
          controls={noteId}
          onToggle={() => setNoteOpen((isOpen) => !isOpen)}
        />
      </div>
      <div className="flex items-center justify-between text-sm font-bold">
        <p className="text-blue-team">
          {t('win_chance.blue', { chance: formatPercent(chance.blue, language) })}
        </p>
        <p className="text-red-team">
          {t('win_chance.red', { chance: formatPercent(chance.red, language) })}
        </p>
      </div>
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-bg">
        <div
          data-testid="win-chance-blue"
          className="h-full bg-blue-team transition-[width] duration-500"
          style={{ width: `${chance.blue}%` }}
        />
        <div className="h-full flex-1 bg-red-team" />
      </div>
      <div className="flex justify-between gap-4">
        <TeamAverage players={game.blue_team} team="blue_team" className="text-left" />
        <TeamAverage players={game.red_team} team="red_team" className="text-right" />
      </div>
      <p id={noteId} className={`text-xs text-muted sm:block ${isNoteOpen ? 'block' : 'hidden'}`}>
        {t('win_chance.note')}
      </p>
    </section>
  );
}
