import { PREMADE_MIN_GAMES, PREMADE_RECENT_GAMES } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A colour per premade group. A game has four groups at most (two of two on each team). They
 * stay apart from each other and from the team, win/loss and accent colours, and the group's
 * number is written on the marker, so colour is never the only difference.
 */
const GROUP_COLOURS = ['bg-[#b197fc]', 'bg-[#ff9f43]', 'bg-[#22d3ee]', 'bg-[#c0eb75]'] as const;

/** The marker's colour class of a group (1, 2…); groups past the palette repeat it. */
const premadeColour = (group: number): string =>
  GROUP_COLOURS[(group - 1) % GROUP_COLOURS.length] ?? GROUP_COLOURS[0];

/** The numbered tag's shape; the group's colour is added to it. */
const TAG =
  'inline-flex h-4 min-w-4 items-center justify-center rounded px-1 text-[10px] leading-none font-bold text-bg';

const RULE = { min: PREMADE_MIN_GAMES, recent: PREMADE_RECENT_GAMES };

/** A player's premade group: a small numbered tag in the group's colour, the rule as its tooltip. */
export function PremadeMarker({ group }: { group: number }) {
  const { t } = useTranslation('live');
  return (
    <span
      role="img"
      aria-label={t('premade.group', { group })}
      title={t('premade.rule', RULE)}
      className={`${TAG} shrink-0 ${premadeColour(group)}`}
    >
      {group}
    </span>
  );
}

/** What the markers mean, after a sample of each group's; shown once under the teams. */
export function PremadeLegend({ groups }: { groups: readonly number[] }) {
  const { t } = useTranslation('live');
  return (
    <p className="flex items-start gap-2 text-xs text-muted">
      <span aria-hidden="true" className="flex shrink-0 gap-1">
        {groups.map((group) => (
          <span key={group} className={`${TAG} ${premadeColour(group)}`}>
            {group}
          </span>
        ))}
      </span>
      <span>{t('premade.legend', RULE)}</span>
    </p>
  );
}
