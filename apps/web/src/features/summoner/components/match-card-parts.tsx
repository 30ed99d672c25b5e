import type { MatchListItem } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { kdaRatio } from '../kda.ts';

/** Champion with level, the two summoner spells, the keystone and the secondary tree. */
export function ChampionLoadout({ match }: { match: MatchListItem }) {
  const { t } = useTranslation('summoner');
  const icon = 'block size-5 sm:size-[1.375rem]';
  return (
    <span className="flex shrink-0 items-center gap-1">
      <span className="relative shrink-0">
        <GameIcon
          src={match.champion.image_url}
          name={match.champion_name}
          size={48}
          className="block size-11 rounded-xl sm:size-12"
        />
        <span className="absolute -right-1 -bottom-1 rounded-md border border-line bg-bg px-1 text-[0.65rem] leading-tight font-bold">
          <span className="sr-only">
            {t('matches.champion_level', { level: match.champ_level })}
          </span>
          <span aria-hidden="true">{match.champ_level}</span>
        </span>
      </span>
      <span className="grid shrink-0 grid-cols-2 gap-0.5">
        <GameIcon
          src={match.spell1.image_url}
          name={match.spell1.name}
          size={22}
          className={`${icon} rounded`}
        />
        <GameIcon
          src={match.main_rune.icon}
          name={match.main_rune.name}
          size={22}
          className={`${icon} rounded-full bg-bg`}
        />
        <GameIcon
          src={match.spell2.image_url}
          name={match.spell2.name}
          size={22}
          className={`${icon} rounded`}
        />
        <span className="grid place-items-center">
          <GameIcon
            src={match.sub_rune.icon}
            name={match.sub_rune.name}
            size={16}
            className="block size-4 rounded-full bg-bg"
          />
        </span>
      </span>
    </span>
  );
}

/** A control ward: a small pink diamond, drawn here rather than taken from Riot's art. */
function WardGlyph() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className="inline-block size-3 align-[-1px]">
      <path d="M6 1l4 5-4 5-4-5z" fill="#f472b6" stroke="#0b0d12" strokeWidth="1" />
    </svg>
  );
}

/** K/D/A with its ratio, then CS (per minute), kill participation and control wards. */
export function MatchNumbers({ match }: { match: MatchListItem }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const kda = kdaRatio(match.kills, match.deaths, match.assists);
  const rate = formatDecimal(match.cs_per_min, language, 1);
  const kp = formatPercent(match.kill_participation, language);
  return (
    <>
      <span className="flex min-w-[5.5rem] flex-col leading-snug">
        <span className="text-sm font-bold whitespace-nowrap sm:text-base">
          {match.kills} / <span className="text-loss">{match.deaths}</span> / {match.assists}
        </span>
        <span className="text-xs text-muted">
          {kda === null
            ? t('matches.kda_perfect')
            : t('matches.kda_ratio', { ratio: formatDecimal(kda, language) })}
        </span>
      </span>
      <span className="flex basis-full flex-wrap gap-x-2.5 text-xs leading-snug text-muted sm:basis-auto sm:flex-col">
        <span title={t('matches.cs_rate_label', { cs: match.cs, rate })}>
          {t('matches.cs_rate', { cs: match.cs, rate })}
        </span>
        <span title={t('matches.kp_label', { value: kp })}>{t('matches.kp', { value: kp })}</span>
        <span title={t('matches.control_wards', { count: match.control_wards })}>
          <WardGlyph />{' '}
          <span className="sr-only">
            {t('matches.control_wards', { count: match.control_wards })}
          </span>
          <span aria-hidden="true">{match.control_wards}</span>
        </span>
      </span>
    </>
  );
}
