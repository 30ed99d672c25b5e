import { LANGUAGES, type Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useSwitchLanguage } from '../hooks/use-switch-language.ts';

/** EN / RU / TR: swaps the path's first segment, stores the choice and navigates (docs/product.md, Languages). */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();

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
          onClick={() => void switchLanguage(language)}
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
