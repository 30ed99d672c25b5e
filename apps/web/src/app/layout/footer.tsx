import { INFO_PAGES, type Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../lib/config.ts';
import { useNow } from '../../lib/render-clock.ts';

/** Info pages, the site's channels, copyright and the not-affiliated-with-Riot statement. */
export function Footer({ language }: { language: Language }) {
  const now = useNow();
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 pb-10 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <p className="text-lg font-extrabold">{t('brand')}</p>
          <p className="max-w-2xl text-xs leading-relaxed text-muted">{t('footer.disclaimer')}</p>
          <p className="text-xs text-muted">
            {t('footer.copyright', { year: new Date(now).getUTCFullYear() })}
          </p>
        </div>
        <div className="flex flex-col gap-6 sm:flex-row sm:gap-12">
          <nav aria-label={t('footer.info_label')}>
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-1">
              {INFO_PAGES.map(({ segment, texts }) => (
                <li key={segment}>
                  <Link to={`/${language}/${segment}`} className="text-muted hover:text-text">
                    {t(`footer.${texts}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-2 text-sm">
            <p className="font-semibold">{t('footer.contact_label')}</p>
            <a href={`mailto:${config.contactEmail}`} className="block text-link hover:underline">
              {config.contactEmail}
            </a>
            {config.socialLinks.length > 0 && (
              <ul aria-label={t('footer.social_label')} className="flex gap-3 pt-1">
                {config.socialLinks.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="text-muted hover:text-text"
                    >
                      {t(`footer.social.${link.name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </footer>
  );
}
