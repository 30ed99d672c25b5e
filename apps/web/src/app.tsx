import { LANGUAGES, type Language, switchLanguageInPath } from '@riftscope/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiOnline } from './lib/health.ts';
import { languageOfPath, storeLanguage } from './lib/language.ts';

/** The current path; `/` is replaced by `/{lang}` for the visitor's preferred language (SPEC.md §2). */
function useLocationPath(): [string, (path: string) => void] {
  const [pathname, setPathname] = useState(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== '/') return pathname;
    const target = `/${languageOfPath(pathname)}`;
    window.history.replaceState(window.history.state, '', `${target}${search}${hash}`);
    return target;
  });

  useEffect(() => {
    const onPopState = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return [pathname, setPathname];
}

export function App() {
  const [pathname, setPathname] = useLocationPath();
  const language = languageOfPath(pathname);
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    const fixedT = i18n.getFixedT(language);
    document.documentElement.lang = language;
    document.title = fixedT('meta.title');
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', fixedT('meta.description'));
  }, [i18n, language]);

  const switchLanguage = (next: Language) => {
    const { pathname: current, search, hash } = window.location;
    const target = switchLanguageInPath(current, next);
    if (target !== current) window.history.pushState(null, '', `${target}${search}${hash}`);
    storeLanguage(next);
    void i18n.changeLanguage(next);
    setPathname(target);
  };

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="container header-row">
          <a className="brand" href={`/${language}`}>
            <span className="brand-mark" aria-hidden="true" />
            {t('brand')}
          </a>
          <LanguageSwitcher current={language} onSwitch={switchLanguage} />
        </div>
      </header>

      <main id="main" className="container main">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="hero-description">{t('hero.description')}</p>
        </section>

        <section className="notice" aria-labelledby="notice-label">
          <h2 id="notice-label" className="notice-label">
            {t('notice.label')}
          </h2>
          <p>{t('notice.text')}</p>
        </section>

        <ApiStatus />
      </main>

      <footer className="site-footer">
        <div className="container">
          <p>{t('footer.disclaimer')}</p>
        </div>
      </footer>
    </div>
  );
}

function LanguageSwitcher(props: { current: Language; onSwitch: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="language-switcher">
      <legend className="visually-hidden">{t('languageSwitcher.label')}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          title={t(`languageSwitcher.${code}.name`)}
          aria-pressed={code === props.current}
          onClick={() => props.onSwitch(code)}
        >
          {t(`languageSwitcher.${code}.short`)}
        </button>
      ))}
    </fieldset>
  );
}

type ApiState = 'checking' | 'online' | 'offline';

function ApiStatus() {
  const { t } = useTranslation();
  const [state, setState] = useState<ApiState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    void isApiOnline(controller.signal).then((isOnline) => {
      if (!controller.signal.aborted) setState(isOnline ? 'online' : 'offline');
    });
    return () => controller.abort();
  }, []);

  return (
    <p className="api-status" data-state={state} role="status">
      <span className="api-status-dot" aria-hidden="true" />
      {t(`status.${state}`)}
    </p>
  );
}
