import type { MetaPage } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../lib/page-meta.ts';
import { buttonClass } from '../shared/button.tsx';
import { StatePanel } from '../shared/state-panel.tsx';
import { useLanguage } from '../shared/use-language.ts';

/** An honest placeholder for a screen that is not built yet, with that screen's page metadata. */
export function ComingSoon({ page, isNoIndex = false }: { page: MetaPage; isNoIndex?: boolean }) {
  const { t } = useTranslation();
  const { region = '', gameName = '', tagLine = '' } = useParams();
  const language = useLanguage();
  usePageMeta({
    page,
    values: { name: `${gameName}#${tagLine}`, region: region.toUpperCase() },
    isNoIndex,
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-20">
      <StatePanel
        isPageTitle
        title={t('coming_soon.title')}
        hint={t('coming_soon.hint')}
        role="status"
      >
        <Link to={`/${language}`} className={buttonClass('secondary')}>
          {t('not_found.to_main')}
        </Link>
      </StatePanel>
    </div>
  );
}
