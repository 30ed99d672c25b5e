import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta.ts';
import { useResponseStatus } from '../lib/response-status.ts';
import { useLanguage } from '../shared/hooks/use-language.ts';
import { buttonClass } from '../shared/ui/button.tsx';
import { StatePanel } from '../shared/ui/state-panel.tsx';

/** Page not found: the 404, its title and text, and a way back to the main page (docs/product.md, Not found). */
export function NotFound() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageMeta({ page: 'not_found', isNoIndex: true });
  useResponseStatus(404);
  return (
    <div className="mx-auto max-w-6xl px-4 py-20">
      <StatePanel code="404" isPageTitle title={t('not_found.title')} hint={t('not_found.hint')}>
        <Link to={`/${language}`} className={buttonClass()}>
          {t('not_found.to_main')}
        </Link>
      </StatePanel>
    </div>
  );
}
