import { LANGUAGES, type Language, META_TEXTS, type MetaPage } from '@riftscope/contracts';
import enCommon from '../apps/web/src/locales/en/common.json' with { type: 'json' };
import enHome from '../apps/web/src/locales/en/home.json' with { type: 'json' };
import enNews from '../apps/web/src/locales/en/news.json' with { type: 'json' };
import enPages from '../apps/web/src/locales/en/pages.json' with { type: 'json' };
import ruCommon from '../apps/web/src/locales/ru/common.json' with { type: 'json' };
import ruHome from '../apps/web/src/locales/ru/home.json' with { type: 'json' };
import ruNews from '../apps/web/src/locales/ru/news.json' with { type: 'json' };
import ruPages from '../apps/web/src/locales/ru/pages.json' with { type: 'json' };
import trCommon from '../apps/web/src/locales/tr/common.json' with { type: 'json' };
import trHome from '../apps/web/src/locales/tr/home.json' with { type: 'json' };
import trNews from '../apps/web/src/locales/tr/news.json' with { type: 'json' };
import trPages from '../apps/web/src/locales/tr/pages.json' with { type: 'json' };

export { LANGUAGES, type Language };

/**
 * The web app's own texts, so that selectors by accessible name follow the locale files. The
 * English files give the shape; the locale test in apps/web keeps the others' keys equal.
 */
export const TEXTS: Readonly<
  Record<
    Language,
    { common: typeof enCommon; home: typeof enHome; news: typeof enNews; pages: typeof enPages }
  >
> = {
  en: { common: enCommon, home: enHome, news: enNews, pages: enPages },
  ru: { common: ruCommon, home: ruHome, news: ruNews, pages: ruPages },
  tr: { common: trCommon, home: trHome, news: trNews, pages: trPages },
};

/** The `<title>` the server writes for a page: its own title, a dash and the site name. */
export function documentTitle(lang: Language, pageTitle: string): string {
  return `${pageTitle} — ${META_TEXTS[lang].site_name}`;
}

/** The title of a page in packages/contracts/locales/<lng>/meta.json. */
export function metaTitle(lang: Language, page: MetaPage): string {
  return META_TEXTS[lang][page].title;
}
