import { LANGUAGES, type Language, switchLanguageInPath } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storeLanguage } from '../../lib/language.ts';

/** EN / RU / TR: swaps the path's first segment, stores the choice and navigates (SPEC.md §2). */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Language) => {
    storeLanguage(next);
    void i18n.changeLanguage(next);
    const target = switchLanguageInPath(location.pathname, next);
    if (target !== location.pathname) {
      void navigate(`${target}${location.search}${location.hash}`);
    }
  };

  return (
    <fieldset className="flex rounded-lg border border-line p-0.5">
      <legend className="sr-only">{t('language_switcher.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          title={t(`language_switcher.${language}.name`)}
          onClick={() => choose(language)}
          className={`rounded-md px-2 py-1 text-xs font-semibold transition-colors ${
            language === current ? 'bg-accent text-bg' : 'text-muted hover:text-text'
          }`}
        >
          {t(`language_switcher.${language}.short`)}
        </button>
      ))}
    </fieldset>
  );
}
