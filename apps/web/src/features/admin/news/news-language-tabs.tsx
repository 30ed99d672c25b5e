import type { Language } from '@riftscope/contracts';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_LANGUAGES } from './news-form.ts';

/**
 * The language tabs (ru, en, tr unless `languages` says otherwise), each with its title and body;
 * a tab with errors is marked, and so is a written one when the form tells which are.
 */
export function LanguageTabs({
  active,
  onSelect,
  errorLanguages,
  renderPanel,
  languages = EDITOR_LANGUAGES,
  filledLanguages,
}: {
  active: Language;
  onSelect: (language: Language) => void;
  errorLanguages: readonly Language[];
  renderPanel: (language: Language) => ReactNode;
  languages?: readonly Language[];
  /** The languages written so far, for a form where a language may be left out. */
  filledLanguages?: readonly Language[];
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const tabId = (language: Language) => `${id}-tab-${language}`;
  const panelId = (language: Language) => `${id}-panel-${language}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = languages.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? languages[(index + 1) % languages.length]
        : event.key === 'ArrowLeft'
          ? languages[(index - 1 + languages.length) % languages.length]
          : event.key === 'Home'
            ? languages[0]
            : event.key === 'End'
              ? languages[languages.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={t('news.form.languages_label')}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-line"
      >
        {languages.map((language) => {
          const isActive = language === active;
          const hasErrors = errorLanguages.includes(language);
          const isFilled = filledLanguages?.includes(language);
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={tabId(language)}
              aria-selected={isActive}
              aria-controls={panelId(language)}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(language)}
              className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium transition-colors ${
                isActive
                  ? 'border-accent text-text'
                  : 'border-transparent text-muted hover:text-text'
              } ${hasErrors ? 'text-loss' : ''}`}
            >
              {t(`news.languages.${language}`)}
              {isFilled !== undefined && (
                <>
                  <span
                    aria-hidden="true"
                    className={`text-xs ${isFilled ? 'text-win' : 'text-muted/60'}`}
                  >
                    {isFilled ? '✓' : '○'}
                  </span>
                  <span className="sr-only">
                    {isFilled ? t('news.form.tab_filled') : t('news.form.tab_empty')}
                  </span>
                </>
              )}
              {hasErrors && (
                <>
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-loss" />
                  <span className="sr-only">{t('news.form.tab_has_errors')}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {languages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={panelId(language)}
          aria-labelledby={tabId(language)}
          hidden={language !== active}
          className="space-y-4"
        >
          {renderPanel(language)}
        </div>
      ))}
    </div>
  );
}
