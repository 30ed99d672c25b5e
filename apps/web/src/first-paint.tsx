import { LANGUAGES, type Language } from '@riftscope/contracts';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MAIN_CLASS } from './app/layout/main-class.ts';
import { HomeHero } from './features/home/home-hero.tsx';

const homeTexts = import.meta.glob<{ default: object }>('./locales/*/home.json', { eager: true });

/**
 * The home page's first paint in `language`: its `<main>` holding the hero's title and description
 * as the app renders them. The build writes it into the served page (vite.config.ts), so that the largest text of the
 * page shows before the code has loaded; the app then renders the same markup in its place.
 */
export async function renderHomeFirstPaint(language: Language): Promise<string> {
  const texts = homeTexts[`./locales/${language}/home.json`]?.default;
  if (!texts) throw new Error(`no home texts in ${language}`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['home'],
    resources: { [language]: { home: texts } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <main id="main" className={MAIN_CLASS}>
        <HomeHero />
      </main>
    </I18nextProvider>,
  );
}

/** The home page's first paint in every language. */
export async function renderHomeFirstPaints(): Promise<Record<Language, string>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, await renderHomeFirstPaint(language)] as const),
  );
  return Object.fromEntries(entries) as Record<Language, string>;
}
