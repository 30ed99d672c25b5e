import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { masteryQuery } from '../api/mastery-api.ts';
import { MasteryTable } from './mastery-table.tsx';

const SKELETON_ROWS = 6;

/**
 * The Mastery tab: every champion the player has mastery points on (level, points, last played),
 * as Riot last reported them, with the count, the points in all and the date they were read.
 */
export function MasteryTab({ player, puuid }: { player: PlayerRef; puuid: string }) {
  const { t } = useTranslation('mastery');
  const language = useLanguage();
  const timeZone = useTimeZone();
  const mastery = useQuery(masteryQuery(player, puuid, language));
  const headingId = useId();
  const data = mastery.data;

  let body: ReactNode;
  if (mastery.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('tab.loading')}
        </p>
        <div aria-hidden="true" className="space-y-2 rounded-xl border border-line bg-surface p-3">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      </>
    );
  } else if (mastery.isError || !mastery.data.is_available) {
    body = (
      <StatePanel title={mastery.isError ? t('tab.error') : t('tab.unavailable')} role="alert">
        <Button variant="secondary" onClick={() => void mastery.refetch()}>
          {t('tab.retry')}
        </Button>
      </StatePanel>
    );
  } else if (mastery.data.data.length === 0) {
    body = <StatePanel title={t('tab.empty')} hint={t('tab.empty_hint')} role="status" />;
  } else {
    body = (
      <MasteryTable
        rows={mastery.data.data}
        language={language}
        labelledBy={headingId}
        isBusy={mastery.isPlaceholderData}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={mastery.isPending} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {t('tab.title')}
        </h2>
        {data?.fetched_at && (
          <p className="text-xs text-muted">
            {t('tab.subtitle', {
              champions: formatCount(data.champions, language),
              points: formatCount(data.total_points, language),
              date: formatDate(data.fetched_at, language, timeZone),
            })}
          </p>
        )}
      </div>
      {body}
      <p className="text-xs text-muted">{t('tab.note')}</p>
    </section>
  );
}
