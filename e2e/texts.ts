import { LANGUAGES, type Language, META_TEXTS, type MetaPage } from '@riftscope/contracts';
import enAdmin from '../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enArena from '../apps/web/src/locales/en/arena.json' with { type: 'json' };
import enChampionFilters from '../apps/web/src/locales/en/champion-filters.json' with {
  type: 'json',
};
import enCommon from '../apps/web/src/locales/en/common.json' with { type: 'json' };
import enGuides from '../apps/web/src/locales/en/guides.json' with { type: 'json' };
import enHome from '../apps/web/src/locales/en/home.json' with { type: 'json' };
import enItems from '../apps/web/src/locales/en/items.json' with { type: 'json' };
import enLive from '../apps/web/src/locales/en/live.json' with { type: 'json' };
import enMultisearch from '../apps/web/src/locales/en/multisearch.json' with { type: 'json' };
import enNews from '../apps/web/src/locales/en/news.json' with { type: 'json' };
import enPages from '../apps/web/src/locales/en/pages.json' with { type: 'json' };
import enProfile from '../apps/web/src/locales/en/profile.json' with { type: 'json' };
import enRunes from '../apps/web/src/locales/en/runes.json' with { type: 'json' };
import enScouting from '../apps/web/src/locales/en/scouting.json' with { type: 'json' };
import enSummoner from '../apps/web/src/locales/en/summoner.json' with { type: 'json' };
import enTierList from '../apps/web/src/locales/en/tier-list.json' with { type: 'json' };
import enTimeline from '../apps/web/src/locales/en/timeline.json' with { type: 'json' };
import ruAdmin from '../apps/web/src/locales/ru/admin.json' with { type: 'json' };
import ruArena from '../apps/web/src/locales/ru/arena.json' with { type: 'json' };
import ruChampionFilters from '../apps/web/src/locales/ru/champion-filters.json' with {
  type: 'json',
};
import ruCommon from '../apps/web/src/locales/ru/common.json' with { type: 'json' };
import ruGuides from '../apps/web/src/locales/ru/guides.json' with { type: 'json' };
import ruHome from '../apps/web/src/locales/ru/home.json' with { type: 'json' };
import ruItems from '../apps/web/src/locales/ru/items.json' with { type: 'json' };
import ruLive from '../apps/web/src/locales/ru/live.json' with { type: 'json' };
import ruMultisearch from '../apps/web/src/locales/ru/multisearch.json' with { type: 'json' };
import ruNews from '../apps/web/src/locales/ru/news.json' with { type: 'json' };
import ruPages from '../apps/web/src/locales/ru/pages.json' with { type: 'json' };
import ruProfile from '../apps/web/src/locales/ru/profile.json' with { type: 'json' };
import ruRunes from '../apps/web/src/locales/ru/runes.json' with { type: 'json' };
import ruScouting from '../apps/web/src/locales/ru/scouting.json' with { type: 'json' };
import ruSummoner from '../apps/web/src/locales/ru/summoner.json' with { type: 'json' };
import ruTierList from '../apps/web/src/locales/ru/tier-list.json' with { type: 'json' };
import ruTimeline from '../apps/web/src/locales/ru/timeline.json' with { type: 'json' };
import trAdmin from '../apps/web/src/locales/tr/admin.json' with { type: 'json' };
import trArena from '../apps/web/src/locales/tr/arena.json' with { type: 'json' };
import trChampionFilters from '../apps/web/src/locales/tr/champion-filters.json' with {
  type: 'json',
};
import trCommon from '../apps/web/src/locales/tr/common.json' with { type: 'json' };
import trGuides from '../apps/web/src/locales/tr/guides.json' with { type: 'json' };
import trHome from '../apps/web/src/locales/tr/home.json' with { type: 'json' };
import trItems from '../apps/web/src/locales/tr/items.json' with { type: 'json' };
import trLive from '../apps/web/src/locales/tr/live.json' with { type: 'json' };
import trMultisearch from '../apps/web/src/locales/tr/multisearch.json' with { type: 'json' };
import trNews from '../apps/web/src/locales/tr/news.json' with { type: 'json' };
import trPages from '../apps/web/src/locales/tr/pages.json' with { type: 'json' };
import trProfile from '../apps/web/src/locales/tr/profile.json' with { type: 'json' };
import trRunes from '../apps/web/src/locales/tr/runes.json' with { type: 'json' };
import trScouting from '../apps/web/src/locales/tr/scouting.json' with { type: 'json' };
import trSummoner from '../apps/web/src/locales/tr/summoner.json' with { type: 'json' };
import trTierList from '../apps/web/src/locales/tr/tier-list.json' with { type: 'json' };
import trTimeline from '../apps/web/src/locales/tr/timeline.json' with { type: 'json' };

export { LANGUAGES, type Language };

/**
 * The web app's own texts, so that selectors by accessible name follow the locale files. The
 * English files give the shape; the locale test in apps/web keeps the others' keys equal.
 */
export const TEXTS: Readonly<
  Record<
    Language,
    {
      common: typeof enCommon;
      home: typeof enHome;
      news: typeof enNews;
      pages: typeof enPages;
      summoner: typeof enSummoner;
      live: typeof enLive;
      multisearch: typeof enMultisearch;
      scouting: typeof enScouting;
      tierList: typeof enTierList;
      championFilters: typeof enChampionFilters;
      runes: typeof enRunes;
      items: typeof enItems;
      arena: typeof enArena;
      guides: typeof enGuides;
      timeline: typeof enTimeline;
      profile: typeof enProfile;
      admin: typeof enAdmin;
    }
  >
> = {
  en: {
    common: enCommon,
    home: enHome,
    guides: enGuides,
    news: enNews,
    pages: enPages,
    summoner: enSummoner,
    live: enLive,
    multisearch: enMultisearch,
    scouting: enScouting,
    tierList: enTierList,
    championFilters: enChampionFilters,
    runes: enRunes,
    items: enItems,
    arena: enArena,
    timeline: enTimeline,
    profile: enProfile,
    admin: enAdmin,
  },
  ru: {
    common: ruCommon,
    home: ruHome,
    guides: ruGuides,
    news: ruNews,
    pages: ruPages,
    summoner: ruSummoner,
    live: ruLive,
    multisearch: ruMultisearch,
    scouting: ruScouting,
    tierList: ruTierList,
    championFilters: ruChampionFilters,
    runes: ruRunes,
    items: ruItems,
    arena: ruArena,
    timeline: ruTimeline,
    profile: ruProfile,
    admin: ruAdmin,
  },
  tr: {
    common: trCommon,
    home: trHome,
    guides: trGuides,
    news: trNews,
    pages: trPages,
    summoner: trSummoner,
    live: trLive,
    multisearch: trMultisearch,
    scouting: trScouting,
    tierList: trTierList,
    championFilters: trChampionFilters,
    runes: trRunes,
    items: trItems,
    arena: trArena,
    timeline: trTimeline,
    profile: trProfile,
    admin: trAdmin,
  },
};

/** The `<title>` the server writes for a page: its own title, a dash and the site name. */
export function documentTitle(lang: Language, pageTitle: string): string {
  return `${pageTitle} — ${META_TEXTS[lang].site_name}`;
}

/** The title of a page in packages/contracts/locales/<lng>/meta.json. */
export function metaTitle(lang: Language, page: MetaPage): string {
  return META_TEXTS[lang][page].title;
}
