import {
  BLUE_TEAM_ID,
  type MatchParticipant,
  parseRiotId,
  RED_TEAM_ID,
  TEAM_MEASURES,
  type TeamAnalysisPlayer,
  type TeamMeasure,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { matchAnalysisQuery } from '../api/match-analysis-api.ts';
import { participantsQuery } from '../api/summoner-api.ts';

/** The players whose shares add up: a team, or an Arena duo. */
interface Group {
  key: number;
  label: string;
  text: string;
  bar: string;
  players: TeamAnalysisPlayer[];
}

/** The groups in the scoreboard's order: the viewed player's team first; Arena duos by id. */
function useGroups(team: readonly TeamAnalysisPlayer[], isArena: boolean, puuid: string): Group[] {
  const { t } = useTranslation('summoner');
  const keys = [...new Set(team.map((p) => p.group))].sort((a, b) => a - b);
  const viewed = team.find((p) => p.puuid === puuid)?.group;
  const ordered = viewed === undefined ? keys : [viewed, ...keys.filter((k) => k !== viewed)];
  return ordered.map((key) => {
    const isRed = isArena ? key !== viewed : key === RED_TEAM_ID;
    return {
      key,
      label: isArena
        ? t('matches.duo', { n: key })
        : t(key === BLUE_TEAM_ID ? 'details.blue_team' : 'details.red_team'),
      text: isRed ? 'text-red-team' : 'text-blue-team',
      bar: isRed ? 'bg-red-team' : 'bg-blue-team',
      players: team.filter((p) => p.group === key),
    };
  });
}

function PlayerBar({
  figure,
  player,
  group,
  max,
  isViewed,
  isArena,
}: {
  figure: TeamAnalysisPlayer[TeamMeasure];
  player: MatchParticipant | undefined;
  group: Group;
  max: number;
  isViewed: boolean;
  isArena: boolean;
}) {
  const { t } = useTranslation('lane');
  const language = useLanguage();
  const name = player ? (parseRiotId(player.summoner_name)?.gameName ?? player.summoner_name) : '';
  const share = t(isArena ? 'team.share_duo' : 'team.share', {
    share: formatPercent(figure.share, language, 1),
  });
  return (
    <li
      aria-current={isViewed ? 'true' : undefined}
      className={`rounded px-1.5 py-1 ${isViewed ? 'bg-surface-2 shadow-[inset_3px_0_0_var(--color-accent)]' : ''}`}
    >
      <div className="flex items-center gap-1.5 text-xs">
        {player && (
          <GameIcon
            src={player.champion.image_url}
            name={player.champion.name}
            size={20}
            className="size-5 shrink-0 rounded"
          />
        )}
        <bdi className="min-w-0 flex-1 truncate" title={player?.summoner_name}>
          {name}
        </bdi>
        <span className="font-semibold tabular-nums">{formatCount(figure.value, language)}</span>
        <span className="w-24 text-right text-muted tabular-nums max-sm:w-auto">{share}</span>
      </div>
      <span aria-hidden="true" className="mt-1 block h-1.5 w-full rounded bg-bg">
        <span
          className={`block h-full rounded ${group.bar}`}
          style={{ width: `${(100 * figure.value) / max}%` }}
        />
      </span>
    </li>
  );
}

/**
 * The team-analysis tab: per player, one figure at a time (damage dealt to champions and taken,
 * gold, CS, wards placed and destroyed) as a bar, with the player's share of the team (Arena:
 * the duo) in percent, one decimal (docs/player-page.md, The lane). The teams sit side by side
 * and stack on a phone.
 */
export function TeamAnalysis({ matchId, puuid }: { matchId: string; puuid: string }) {
  const { t } = useTranslation('lane');
  const language = useLanguage();
  const [measure, setMeasure] = useState<TeamMeasure>('damage_dealt');
  const analysis = useQuery(matchAnalysisQuery(matchId));
  const participants = useQuery(participantsQuery(matchId, language));
  const team = analysis.data?.team ?? [];
  const players = participants.data ?? [];
  const isArena = players.some((p) => p.subteam_id !== null);
  const groups = useGroups(team, isArena, puuid);
  if (analysis.isPending || participants.isPending) {
    return (
      <p role="status" className="py-4 text-center text-sm text-muted">
        {t('team.loading')}
      </p>
    );
  }
  if (analysis.isError || participants.isError) {
    return (
      <p role="alert" className="py-4 text-center text-sm text-loss">
        {t('team.failed')}
      </p>
    );
  }
  const byPuuid = new Map(players.map((p) => [p.puuid, p]));
  const max = Math.max(1, ...team.map((p) => p[measure].value));
  return (
    <div data-testid="team-analysis">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('team.measures')}</legend>
        {TEAM_MEASURES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={measure === name}
            onClick={() => setMeasure(name)}
            className={`rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors ${
              measure === name
                ? 'border-accent bg-accent/15 text-text'
                : 'border-line text-muted hover:text-text'
            }`}
          >
            {t(`team.${name}`)}
          </button>
        ))}
      </fieldset>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.key}
            aria-label={`${group.label}: ${t(`team.${measure}`)}`}
            className="rounded-lg border border-line p-1.5"
          >
            <h4 className={`px-1.5 pb-1 text-sm font-bold ${group.text}`}>{group.label}</h4>
            <ul className="space-y-0.5">
              {group.players.map((p) => (
                <PlayerBar
                  key={p.puuid}
                  figure={p[measure]}
                  player={byPuuid.get(p.puuid)}
                  group={group}
                  max={max}
                  isViewed={p.puuid === puuid}
                  isArena={isArena}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
