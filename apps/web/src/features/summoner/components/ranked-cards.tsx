import { isApexTier, type RankedEntry, type RankedPair, winRate } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { TIER_TEXT_CLASS } from '../../../shared/domain/ranked-tier.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RankEmblem } from '../../../shared/ui/rank-emblem.tsx';

function RankedCard({ title, entry }: { title: string; entry: RankedEntry | null }) {
  const { t } = useTranslation('summoner');
  const { t: tm } = useTranslation('meta');
  const language = useLanguage();
  const headingId = useId();
  const games = entry ? entry.wins + entry.losses : 0;
  const rate = entry ? Math.round(winRate(entry.wins, games)) : 0;
  return (
    <article
      aria-labelledby={headingId}
      className="flex items-center gap-2 rounded-xl border border-line bg-surface p-3 sm:gap-3 sm:p-4"
    >
      {entry ? (
        <RankEmblem
          tier={entry.tier}
          size={56}
          isDecorative
          className="size-8 shrink-0 sm:size-14"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-line bg-bg text-sm font-extrabold text-line sm:size-14 sm:text-lg"
        >
          –
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
          {title}
        </h3>
        {entry ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className={`text-sm font-bold sm:text-base ${TIER_TEXT_CLASS[entry.tier]}`}>
                {tm(`tiers.${entry.tier}`)}
                {!isApexTier(entry.tier) && ` ${entry.rank}`}
              </span>
              <span className="text-sm">
                {t('ranked.lp', { lp: formatCount(entry.leaguePoints, language) })}
              </span>
            </p>
            <p className="flex flex-wrap gap-x-2 text-xs text-muted">
              <span>{t('ranked.record', { wins: entry.wins, losses: entry.losses })}</span>
              <span className={rate >= 50 ? 'text-win' : 'text-loss'}>
                {t('ranked.win_rate', { rate: formatPercent(rate, language) })}
              </span>
            </p>
          </>
        ) : (
          <p className="font-semibold text-muted">{t('ranked.unranked')}</p>
        )}
      </div>
    </article>
  );
}

/** Solo Queue is the first standing, Flex Queue the second (docs/product.md, Summoner page); either may be unranked. */
export function RankedCards({ ranked }: { ranked: RankedPair }) {
  const { t } = useTranslation('summoner');
  const headingId = useId();
  const [solo, flex] = ranked;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('ranked.title')}
      </h2>
      {/* Side by side from the phone up (the player's games come right after them), one above the
          other in the side column. */}
      <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-1">
        <RankedCard title={t('ranked.solo')} entry={solo} />
        <RankedCard title={t('ranked.flex')} entry={flex} />
      </div>
    </section>
  );
}
