import { type Language, regionLabel } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { summonerPath } from '../../shared/domain/summoner-path.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { SummonerSearch } from '../../shared/summoner-search/summoner-search.tsx';
import { RiotId } from '../../shared/ui/riot-id.tsx';
import { examplePlayersQuery } from './api/home-api.ts';
import { HomeHero } from './home-hero.tsx';
import { HomeNews } from './home-news.tsx';

/** League of Legends first and usable; the others are announced but not offered (docs/product.md, Home). */
const OTHER_GAMES = ['teamfight_tactics', 'valorant', 'legends_of_runeterra'] as const;

const ADVANTAGES = [
  {
    key: 'regions',
    icon: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  },
  { key: 'matches', icon: 'M4 19V9m5.3 10V5m5.4 14v-7M20 19V8' },
  {
    key: 'live',
    icon: 'M12 12m-2.5 0a2.5 2.5 0 105 0 2.5 2.5 0 10-5 0M6.3 6.3a8 8 0 000 11.4M17.7 6.3a8 8 0 010 11.4',
  },
  { key: 'tier_list', icon: 'M5 6h14M5 12h10M5 18h6' },
] as const;

/**
 * Buttons to example players the server names (one each in kr, euw1 and na1 where it has one);
 * the row keeps its height while they load, and is left out when there are none.
 */
function Examples({ language }: { language: Language }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const { data: players, isError } = useQuery(examplePlayersQuery());
  if (isError || players?.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-8 flex-wrap items-center justify-center gap-2"
    >
      <h2 id={headingId} className="mr-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('examples.title')}
      </h2>
      <ul className="contents">
        {players?.map((player) => (
          <li key={player.region}>
            <Link
              to={summonerPath(language, player.region, player.game_name, player.tag_line)}
              className="inline-flex h-8 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 text-sm transition-colors hover:border-accent/60 hover:text-accent"
            >
              <span className="rounded bg-bg px-1.5 py-0.5 text-[0.7rem] font-bold text-accent">
                {regionLabel(player.region)}
              </span>
              <span>
                <RiotId gameName={player.game_name} tagLine={player.tag_line} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Games() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('games.title')}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <span className="inline-flex h-8 items-center gap-2 rounded-lg border border-accent/60 bg-accent/10 px-3 text-[0.8rem] font-semibold text-accent">
            <span className="size-2 rounded-full bg-win" aria-hidden="true" />
            {t('games.league_of_legends')}
            <span className="sr-only"> — {t('games.current')}</span>
          </span>
        </li>
        {OTHER_GAMES.map((game) => (
          <li key={game}>
            <button
              type="button"
              aria-disabled="true"
              className="inline-flex h-8 cursor-not-allowed items-center gap-2 rounded-lg border border-line bg-surface/60 px-2.5 text-[0.8rem] text-muted/70"
            >
              {t(`games.${game}`)}
              <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[0.6rem] font-semibold tracking-wide text-muted uppercase">
                {t('games.coming_soon')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Advantages() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t('advantages.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ADVANTAGES.map(({ key, icon }) => (
          <li key={key} className="rounded-xl border border-line bg-surface p-5">
            <svg
              viewBox="0 0 24 24"
              className="mb-3 size-9 rounded-lg bg-accent/10 p-1.5 text-accent"
              aria-hidden="true"
            >
              <path
                d={icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className="font-semibold">{t(`advantages.${key}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{t(`advantages.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Title, player search, examples, games, latest news and advantages (docs/product.md, Home). */
export function HomePage() {
  const language = useLanguage();
  usePageMeta({ page: 'home' });

  return (
    <>
      <HomeHero>
        <div className="mx-auto max-w-3xl">
          <SummonerSearch language={language} />
        </div>
        <Examples language={language} />
        <Games />
      </HomeHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <HomeNews language={language} />
        <Advantages />
      </div>
    </>
  );
}
