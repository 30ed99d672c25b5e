import { LANGUAGES, type Language } from '@riftscope/contracts';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { CookieNotice } from './app/layout/cookie-notice.tsx';
import { MAIN_CLASS } from './app/layout/main-class.ts';
import { HomeHero } from './features/home/home-hero.tsx';
import { SummonerPageSkeleton } from './features/summoner/summoner-page-skeleton.tsx';

const homeTexts = import.meta.glob<{ default: object }>('./locales/*/home.json', { eager: true });
const commonTexts = import.meta.glob<{ default: object }>('./locales/*/common.json', {
  eager: true,
});
const summonerTexts = import.meta.glob<{ default: object }>('./locales/*/summoner.json', {
  eager: true,
});

/** What the server sends inside a page's layout before the app's code runs, in each language. */
export interface FirstPaints {
  /** The home page: its `<main>` holding the hero, and the cookie notice. */
  home: string;
  /** A summoner page: its `<main>` holding the page's skeleton, and the cookie notice. */
  player: string;
  /** Every other page of the app's layout: an empty `<main>` and the cookie notice. */
  page: string;
}

function textsIn(glob: Record<string, { default: object }>, language: Language, file: string) {
  const texts = glob[`./locales/${language}/${file}.json`]?.default;
  if (!texts) throw new Error(`no ${file} texts in ${language}`);
  return texts;
}

/**
 * The first paints in `language`, rendered by the app's own components. The build writes them
 * into files the server puts into the pages it sends (vite.config.ts), so that the largest text
 * of a page (the home page's hero, a summoner page's skeleton, elsewhere the cookie notice)
 * shows before the code has loaded;
 * the app then renders the same markup in its place. A visitor who accepted the notice never sees
 * it: the page's head script marks `<html>` before the body is painted (COOKIE_STATE_SCRIPT).
 */
export async function renderFirstPaints(language: Language): Promise<FirstPaints> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['common', 'home', 'summoner'],
    defaultNS: 'common',
    resources: {
      [language]: {
        common: textsIn(commonTexts, language, 'common'),
        home: textsIn(homeTexts, language, 'home'),
        summoner: textsIn(summonerTexts, language, 'summoner'),
      },
    },
    interpolation: { escapeValue: false },
  });
  const render = (main: React.ReactNode) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <main id="main" className={MAIN_CLASS}>
            {main}
          </main>
          <div className="contents [.cookies-accepted_&]:hidden">
            <CookieNotice language={language} />
          </div>
        </MemoryRouter>
      </I18nextProvider>,
    );
  return {
    home: render(<HomeHero />),
    player: render(<SummonerPageSkeleton />),
    page: render(null),
  };
}

/** The first paints in every language. */
export async function renderAllFirstPaints(): Promise<Record<Language, FirstPaints>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, await renderFirstPaints(language)] as const),
  );
  return Object.fromEntries(entries) as Record<Language, FirstPaints>;
}
