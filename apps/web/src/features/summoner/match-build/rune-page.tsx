import type { RunePage as RunePageData } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';

/** The whole rune page: keystone and three runes, two of the second tree, three stat shards. */
export function RunePage({ runes }: { runes: RunePageData }) {
  const { t } = useTranslation('timeline');
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('build.runes_title')}
      </h4>
      <RunePageDrawing
        page={runes}
        headings={{
          primary: t('build.primary', { tree: runes.primary.tree.name }),
          secondary: t('build.secondary', { tree: runes.secondary.tree.name }),
          shards: t('build.shards'),
        }}
        headingLevel={5}
        size="compact"
      />
    </section>
  );
}
