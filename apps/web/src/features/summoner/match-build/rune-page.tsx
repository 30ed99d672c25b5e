import type { Rune, RunePage as RunePageData } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameIcon, GameImage } from '../../../shared/ui/game-image.tsx';

function RuneIcon({ rune, size }: { rune: Rune; size: 'lg' | 'md' | 'sm' }) {
  const box = size === 'lg' ? 'size-12' : size === 'md' ? 'size-8' : 'size-6';
  return (
    <li className="flex items-center gap-2">
      <GameIcon
        src={rune.icon}
        name={rune.name}
        size={size === 'lg' ? 48 : 32}
        className={`block ${box} shrink-0 rounded-full bg-bg ring-1 ring-line`}
      />
      <span className="text-xs">{rune.name}</span>
    </li>
  );
}

/** The whole rune page: keystone and three runes, two of the second tree, three stat shards. */
export function RunePage({ runes }: { runes: RunePageData }) {
  const { t } = useTranslation('timeline');
  const { primary, secondary, shards } = runes;
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('build.runes_title')}
      </h4>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <div className="space-y-2">
          <h5 className="flex items-center gap-1.5 text-sm font-semibold text-accent">
            <GameImage
              src={primary.tree.icon}
              alt=""
              name={primary.tree.name}
              width={20}
              height={20}
              className="block size-5"
            />
            {t('build.primary', { tree: primary.tree.name })}
          </h5>
          <ul className="space-y-1.5">
            <RuneIcon rune={primary.keystone} size="lg" />
            {primary.runes.map((rune, index) => (
              <RuneIcon key={`${rune.name}-${index}`} rune={rune} size="md" />
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <h5 className="flex items-center gap-1.5 text-sm font-semibold text-link">
            <GameImage
              src={secondary.tree.icon}
              alt=""
              name={secondary.tree.name}
              width={20}
              height={20}
              className="block size-5"
            />
            {t('build.secondary', { tree: secondary.tree.name })}
          </h5>
          <ul className="space-y-1.5">
            {secondary.runes.map((rune, index) => (
              <RuneIcon key={`${rune.name}-${index}`} rune={rune} size="md" />
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <h5 className="text-sm font-semibold text-muted">{t('build.shards')}</h5>
          <ul className="space-y-1.5">
            {shards.map((rune, index) => (
              // Two shards can be the same (Adaptive Force twice).
              <RuneIcon key={`${rune.name}-${index}`} rune={rune} size="sm" />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
