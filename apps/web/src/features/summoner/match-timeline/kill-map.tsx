import type { TimelineKill, TimelineParticipant } from '@riftscope/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_COLORS } from './objective-glyph.tsx';

/** Riot's map ids and the size of each map's coordinate space (y grows upwards). */
const SUMMONERS_RIFT = 11;
const HOWLING_ABYSS = 12;
const MAP_SIZE: Record<number, number> = { [SUMMONERS_RIFT]: 14_870, [HOWLING_ABYSS]: 12_988 };

type TeamFilter = 'both' | 100 | 200;

export const killMinute = (kill: TimelineKill) => Math.floor(kill.timestamp / 60_000);

/** The kills of `team` from minute `from` to minute `to`, both included. */
export function filterKills(
  kills: readonly TimelineKill[],
  team: TeamFilter,
  from: number,
  to: number,
): TimelineKill[] {
  return kills.filter((kill) => {
    const minute = killMinute(kill);
    return (team === 'both' || kill.killer_team_id === team) && minute >= from && minute <= to;
  });
}

const JUNGLE = { fill: '#15261f', stroke: '#22382d' } as const;

/** Summoner's Rift in a 100×100 box: four jungle quarters, the river, three lanes, two bases. */
function RiftDrawing() {
  return (
    <g>
      {['15,22 15,78 43,50', '22,85 78,85 50,57', '85,22 85,78 57,50', '22,15 78,15 50,43'].map(
        (points) => (
          <polygon
            key={points}
            points={points}
            {...JUNGLE}
            strokeWidth={1}
            strokeLinejoin="round"
          />
        ),
      )}
      <path d="M14 14 L86 86" stroke="#1b3a52" strokeWidth={7} strokeLinecap="round" />
      <g fill="none" stroke="#3b4a45" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 86 L9 12 Q9 9 12 9 L86 9" />
        <path d="M14 91 L88 91 Q91 91 91 88 L91 14" />
        <path d="M14 86 L86 14" />
      </g>
      <circle cx={7} cy={93} r={10} fill={TEAM_COLORS[100]} fillOpacity={0.22} />
      <circle cx={93} cy={7} r={10} fill={TEAM_COLORS[200]} fillOpacity={0.22} />
    </g>
  );
}

/** The Howling Abyss: one lane along the diagonal between the two bases. */
function AbyssDrawing() {
  return (
    <g>
      <path d="M10 90 L90 10" stroke={JUNGLE.fill} strokeWidth={30} strokeLinecap="round" />
      <path d="M10 90 L90 10" stroke="#3b4a45" strokeWidth={12} strokeLinecap="round" />
      <circle cx={9} cy={91} r={10} fill={TEAM_COLORS[100]} fillOpacity={0.25} />
      <circle cx={91} cy={9} r={10} fill={TEAM_COLORS[200]} fillOpacity={0.25} />
    </g>
  );
}

function MinuteSelect({
  label,
  value,
  minutes,
  onChange,
}: {
  label: string;
  value: number;
  minutes: readonly number[];
  onChange: (minute: number) => void;
}) {
  const { t } = useTranslation('timeline');
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-text"
      >
        {minutes.map((minute) => (
          <option key={minute} value={minute}>
            {t('kill_map.minute_option', { minute })}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Where each champion died, as a dot in the killing team's colour on a map we draw ourselves,
 * filtered by team and by a range of minutes; the count of dots shown is announced.
 */
export function KillMap({
  mapId,
  kills,
  players,
  lastMinute,
}: {
  mapId: number;
  kills: readonly TimelineKill[];
  players: readonly TimelineParticipant[];
  lastMinute: number;
}) {
  const { t } = useTranslation('timeline');
  const id = useId();
  const [team, setTeam] = useState<TeamFilter>('both');
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(lastMinute);
  const shown = useMemo(() => filterKills(kills, team, from, to), [kills, team, from, to]);
  const names = useMemo(
    () => new Map(players.map((player) => [player.participant_id, player.champion.name])),
    [players],
  );
  const size = MAP_SIZE[mapId];
  const minutes = Array.from({ length: lastMinute + 1 }, (_, minute) => minute);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h4 id={`${id}-title`} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('kill_map.title')}
      </h4>
      {size === undefined ? (
        <p className="text-sm text-muted">{t('kill_map.no_map')}</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <svg
            viewBox="0 0 100 100"
            role="img"
            aria-label={t(mapId === HOWLING_ABYSS ? 'kill_map.abyss' : 'kill_map.rift')}
            className="aspect-square w-full max-w-[22rem] shrink-0 rounded-lg border border-line bg-[#0e1613]"
          >
            {mapId === HOWLING_ABYSS ? <AbyssDrawing /> : <RiftDrawing />}
            {shown.map((kill, index) => (
              <circle
                key={`${kill.timestamp}-${kill.victim}-${index}`}
                data-kill={kill.killer_team_id}
                cx={(100 * kill.x) / size}
                cy={100 - (100 * kill.y) / size}
                r={1.7}
                fill={TEAM_COLORS[kill.killer_team_id]}
                stroke="#0b0d12"
                strokeWidth={0.5}
              >
                <title>
                  {t('kill_map.kill', {
                    minute: killMinute(kill),
                    killer: names.get(kill.killer) ?? t('kill_map.executed'),
                    victim: names.get(kill.victim) ?? '',
                  })}
                </title>
              </circle>
            ))}
          </svg>
          <div className="space-y-3 text-sm">
            <fieldset className="space-y-1">
              <legend className="mb-1 text-xs text-muted">{t('kill_map.team')}</legend>
              <div className="flex flex-wrap gap-1.5">
                {(['both', 100, 200] as const).map((value) => (
                  <label
                    key={value}
                    className={`cursor-pointer rounded-full border px-2.5 py-1 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                      team === value ? 'border-accent bg-accent/15' : 'border-line text-muted'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${id}-team`}
                      checked={team === value}
                      onChange={() => setTeam(value)}
                      className="sr-only"
                    />
                    {value !== 'both' && (
                      <span
                        aria-hidden="true"
                        className="mr-1 inline-block size-2 rounded-full"
                        style={{ backgroundColor: TEAM_COLORS[value] }}
                      />
                    )}
                    {t(
                      value === 'both'
                        ? 'kill_map.both'
                        : value === 100
                          ? 'kill_map.blue'
                          : 'kill_map.red',
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex gap-2">
              <MinuteSelect
                label={t('kill_map.from')}
                value={from}
                minutes={minutes}
                onChange={(minute) => {
                  setFrom(minute);
                  if (to < minute) setTo(minute);
                }}
              />
              <MinuteSelect
                label={t('kill_map.to')}
                value={to}
                minutes={minutes}
                onChange={(minute) => {
                  setTo(minute);
                  if (from > minute) setFrom(minute);
                }}
              />
            </div>
            <p role="status" className="text-xs text-muted">
              {t('kill_map.shown', { count: shown.length })}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
