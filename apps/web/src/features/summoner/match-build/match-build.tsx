import type { MatchBuildResponse, MatchParticipant } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';
import { buildQuery } from '../api/build-api.ts';
import { participantsQuery } from '../api/summoner-api.ts';
import { PlayerPicker } from '../match-timeline/player-picker.tsx';
import { BuildPath } from './build-path.tsx';
import { RunePage } from './rune-page.tsx';
import { SkillOrder } from './skill-order.tsx';

function BuildView({ build }: { build: MatchBuildResponse }) {
  const { t } = useTranslation('timeline');
  return (
    <div className="space-y-5">
      {build.timeline_available ? (
        <>
          <BuildPath items={build.items} />
          <SkillOrder skills={build.skills} />
        </>
      ) : (
        // The rune page comes from the match itself; items and skills need the timeline.
        <StatePanel title={t('error')} hint={t('error_hint')} role="alert" />
      )}
      <RunePage runes={build.runes} />
    </div>
  );
}

function PlayerBuild({ matchId, puuid }: { matchId: string; puuid: string }) {
  const { t } = useTranslation('timeline');
  const language = useLanguage();
  const build = useQuery(buildQuery(matchId, puuid, language));
  if (build.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
    );
  }
  if (build.isError) {
    return (
      <StatePanel title={t('build.error')} hint={t('error_hint')} role="alert">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void build.refetch()}
          disabled={build.isFetching}
        >
          {build.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }
  return <BuildView build={build.data} />;
}

/**
 * The build tab of an expanded match card: the viewed player's item path, skill order and rune
 * page, and a champion row to see another player's.
 */
export function MatchBuild({ matchId, puuid }: { matchId: string; puuid: string }) {
  const { t } = useTranslation('timeline');
  const language = useLanguage();
  const [chosen, setChosen] = useState<string | null>(null);
  const participants = useQuery(participantsQuery(matchId, language));
  const players: MatchParticipant[] = [...(participants.data ?? [])].sort(
    (a, b) => a.team_id - b.team_id,
  );
  const selected = chosen ?? puuid;
  const player = players.find((p) => p.puuid === selected);
  return (
    <section aria-label={t('build.label')} className="space-y-4">
      {players.length > 0 && (
        <div className="space-y-1.5">
          <PlayerPicker
            players={players}
            idOf={(p) => p.puuid}
            selectedId={player ? selected : null}
            onSelect={setChosen}
          />
          {player && (
            <p className="text-sm text-muted">
              <TextWithName
                sentence={(name) => t('players.player', { champion: player.champion.name, name })}
                name={player.summoner_name}
              />
            </p>
          )}
        </div>
      )}
      <PlayerBuild key={selected} matchId={matchId} puuid={selected} />
    </section>
  );
}
