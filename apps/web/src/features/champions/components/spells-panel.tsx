import type { ChampionPage } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { EmptyLine, Panel } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

/** Summoner spell pairs, most played first, each with its sample. */
export function SpellsPanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  return (
    <Panel title={t('spells.title')}>
      {page.spells.length === 0 ? (
        <EmptyLine>{t('page.section_empty')}</EmptyLine>
      ) : (
        <ul className="space-y-2">
          {page.spells.map((entry) => {
            const [first, second] = entry.spells;
            const isSmall = isSmallSample(entry, page.min_sample);
            const name = t('spells.pair', { first: first?.name ?? '', second: second?.name ?? '' });
            return (
              <li
                key={entry.spells.map((s) => s.name).join('+')}
                className="flex items-center gap-3"
              >
                <span className={`flex shrink-0 gap-1 ${isSmall ? 'grayscale' : ''}`}>
                  {entry.spells.map((spell, index) => (
                    <GameIcon
                      // A pair is two different spells.
                      key={`${spell.name}-${index}`}
                      src={spell.image_url}
                      name={spell.name}
                      size={32}
                      className="block size-8 rounded-md"
                    />
                  ))}
                </span>
                <span className="min-w-0 flex-1">
                  <span className={`block text-sm font-semibold ${isSmall ? 'text-muted' : ''}`}>
                    {name}
                  </span>
                  <SampleLine entry={entry} minSample={page.min_sample} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
