import {
  LANE_MINUTES,
  type LaneDiff,
  type LanePlayer,
  type MatchAnalysisResponse,
  type RiotLaning,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatDecimal,
  formatDuration,
  formatSigned,
} from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { matchAnalysisQuery } from '../api/match-analysis-api.ts';
import { participantsQuery } from '../api/summoner-api.ts';

const FIGURES = ['gold', 'cs', 'xp'] as const satisfies readonly (keyof LaneDiff)[];
const AT_KEYS = { 10: 'at_10', 15: 'at_15' } as const;

/** One difference: signed, coloured by its sign, and said in words for screen readers. */
function DiffCell({ value }: { value: number }) {
  const { t } = useTranslation('lane');
  const language = useLanguage();
  const magnitude = formatCount(Math.abs(value), language);
  const words =
    value > 0
      ? t('lane.ahead', { value: magnitude })
      : value < 0
        ? t('lane.behind', { value: magnitude })
        : t('lane.even');
  const colour = value > 0 ? 'text-win' : value < 0 ? 'text-loss' : 'text-muted';
  return (
    <td className={`px-2 py-1 text-right font-semibold tabular-nums ${colour}`}>
      <span aria-hidden="true">{formatSigned(value, (n) => formatCount(n, language))}</span>
      <span className="sr-only">{words}</span>
    </td>
  );
}

/** Gold, CS and XP minus the opponent's at 10 and 15 minutes, from the stored timeline. */
function LaneTable({ lane, duration }: { lane: LanePlayer; duration: number }) {
  const { t } = useTranslation('lane');
  const time = (minute: number) => formatDuration(minute * 60);
  return (
    <>
      <table className="w-full max-w-sm text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-semibold">
              {t('lane.figure')}
            </th>
            {LANE_MINUTES.map((minute) => (
              <th key={minute} scope="col" className="px-2 py-1 text-right font-semibold">
                {t('lane.at', { time: time(minute) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => (
            <tr key={figure} className="border-t border-line">
              <th scope="row" className="px-2 py-1 text-left font-medium">
                {t(`lane.${figure}`)}
              </th>
              {LANE_MINUTES.map((minute) => {
                const diff = lane[AT_KEYS[minute]];
                if (diff) return <DiffCell key={minute} value={diff[figure]} />;
                const ended = duration < minute * 60;
                return (
                  <td key={minute} className="px-2 py-1 text-right text-muted">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">
                      {ended ? t('lane.ended_before', { time: time(minute) }) : '—'}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-muted">{t('lane.from_timeline')}</p>
    </>
  );
}

/** Riot's own laning figures, labelled as Riot's, where no timeline is stored. */
function RiotFigures({ riot }: { riot: RiotLaning | null }) {
  const { t } = useTranslation('lane');
  const language = useLanguage();
  const titleId = useId();
  if (!riot) return <p className="text-xs text-muted">{t('lane.riot_none')}</p>;
  const yesNo = (value: boolean | null) =>
    value === null ? null : value ? t('lane.yes') : t('lane.no');
  const rows = [
    ['laning_advantage', yesNo(riot.laning_phase_gold_exp_advantage)],
    ['early_laning_advantage', yesNo(riot.early_laning_phase_gold_exp_advantage)],
    [
      'max_cs_advantage',
      riot.max_cs_advantage === null ? null : formatDecimal(riot.max_cs_advantage, language, 1),
    ],
    [
      'max_level_lead',
      riot.max_level_lead === null ? null : formatCount(riot.max_level_lead, language),
    ],
  ] as const;
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="text-xs font-semibold">
        {t('lane.riot_title')}
      </h4>
      <dl className="mt-1 grid max-w-lg grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
        {rows.map(([key, value]) =>
          value === null ? null : (
            <div key={key} className="contents">
              <dt className="text-muted">{t(`lane.${key}`)}</dt>
              <dd className="text-right font-semibold tabular-nums">{value}</dd>
            </div>
          ),
        )}
      </dl>
      <p className="mt-1 text-xs text-muted">{t('lane.riot_note')}</p>
    </section>
  );
}

function LaneBody({ analysis, puuid }: { analysis: MatchAnalysisResponse; puuid: string }) {
  const { t } = useTranslation('lane');
  const language = useLanguage();
  const players = useQuery(participantsQuery(analysis.match_id, language)).data ?? [];
  const lane = analysis.lanes.find((l) => l.puuid === puuid);
  if (!lane || !analysis.has_lanes || analysis.is_remake) return null;
  const opponent = players.find((p) => p.puuid === lane.opponent_puuid);
  return (
    <section
      aria-label={t('lane.title')}
      className="mt-3 rounded-lg border border-line bg-surface p-2 sm:p-3"
      data-testid="lane-summary"
    >
      <h3 className="mb-1.5 flex items-center gap-1.5 text-sm font-bold">
        {opponent ? (
          <>
            <GameIcon
              src={opponent.champion.image_url}
              name={opponent.champion.name}
              size={20}
              className="size-5 rounded"
            />
            {t('lane.versus', { champion: opponent.champion.name })}
          </>
        ) : (
          t('lane.title')
        )}
      </h3>
      {lane.opponent_puuid === null ? (
        <p className="text-xs text-muted">{t('lane.no_opponent')}</p>
      ) : analysis.timeline ? (
        <LaneTable lane={lane} duration={analysis.game_duration} />
      ) : (
        <RiotFigures riot={lane.riot} />
      )}
    </section>
  );
}

function LaneSummaryQuery({ matchId, puuid }: { matchId: string; puuid: string }) {
  const analysis = useQuery(matchAnalysisQuery(matchId));
  // The lane is a supplement to the scoreboard: while it loads, or if it fails, the details
  // show the scoreboard alone.
  if (!analysis.data) return null;
  return <LaneBody analysis={analysis.data} puuid={puuid} />;
}

/**
 * The viewed player's lane in the details tab: gold, CS and XP against the lane opponent at 10
 * and 15 minutes from the stored timeline, or else Riot's own laning figures, labelled as Riot's
 * (docs/player-page.md, The lane). Nothing in a game without lanes or a remake.
 */
export function LaneSummary({ matchId, puuid }: { matchId: string; puuid: string }) {
  return (
    <Suspense fallback={null}>
      <LaneSummaryQuery matchId={matchId} puuid={puuid} />
    </Suspense>
  );
}
