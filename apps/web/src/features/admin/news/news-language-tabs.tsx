import type { Language } from '@riftscope/contracts';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_LANGUAGES } from './news-form.ts';

/** The language tabs (ru, en, tr), each with its title and body; a tab with errors is marked. */
export function LanguageTabs({
  active,
  onSelect,
  errorLanguages,
  renderPanel,
}: {
  active: Language;
  onSelect: (language: Language) => void;
  errorLanguages: readonly Language[];
  renderPanel: (language: Language) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const tabId = (language: Language) => `${id}-tab-${language}`;
  const panelId = (language: Language) => `${id}-panel-${language}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = EDITOR_LANGUAGES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? EDITOR_LANGUAGES[(index + 1) % EDITOR_LANGUAGES.length]
        : event.key === 'ArrowLeft'
          ? EDITOR_LANGUAGES[(index - 1 + EDITOR_LANGUAGES.length) % EDITOR_LANGUAGES.length]
          : event.key === 'Home'
            ? EDITOR_LANGUAGES[0]
            : event.key === 'End'
              ? EDITOR_LANGUAGES[EDITOR_LANGUAGES.length - 1]
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
        {EDITOR_LANGUAGES.map((language) => {
          const isActive = language === active;
          const hasErrors = errorLanguages.includes(language);
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
      {EDITOR_LANGUAGES.map((language) => (
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
