import {
  championPagePath,
  type Guide,
  guidePagePath,
  LANGUAGES,
  type Language,
  metaDescription,
} from '@riftscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../../shared/domain/format-date.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { ArticleBody } from '../../shared/ui/article-body.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { guideKeys, guideQuery } from './api/guides-api.ts';
import { useSliceText } from './components/block-figures.tsx';
import { BuildBlocks } from './components/build-blocks.tsx';
import { GuideFacts } from './components/guide-facts.tsx';
import { HelpfulButton } from './components/helpful-button.tsx';

function BackLink({ language }: { language: Language }) {
  const { t } = useTranslation('guides');
  return (
    <Link
      to={`/${language}/guides`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-text"
    >
      <span aria-hidden="true">←</span>
      {t('guide.back')}
    </Link>
  );
}

function GuideSkeleton() {
  const { t } = useTranslation('guides');
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="text-sm text-muted">
        {t('guide.loading')}
      </p>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
      <Skeleton className="h-4" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** The guide's champion and role, linked to the champion's page in that role when it has one. */
function ChampionLink({ guide, language }: { guide: Guide; language: Language }) {
  const { t } = useTranslation('guides');
  const text = t('guide.champion_role', {
    champion: guide.champion.name,
    role: t(`roles.${guide.role}`),
  });
  if (guide.champion.key === null) return <span>{text}</span>;
  return (
    <Link
      to={`/${language}${championPagePath(guide.champion.key, { role: guide.role })}`}
      className="font-semibold text-link hover:underline"
    >
      {text}
    </Link>
  );
}

function GuideHeader({ guide, language }: { guide: Guide; language: Language }) {
  const { t } = useTranslation('guides');
  const timeZone = useTimeZone();
  const isUpdated = Date.parse(guide.updated_at) - Date.parse(guide.published_at) > 60_000;
  return (
    <header className="space-y-3">
      <div className="flex items-start gap-4">
        <GameImage
          src={guide.champion.image_url}
          alt=""
          name={guide.champion.name}
          width={64}
          height={64}
          className="size-14 shrink-0 rounded-xl ring-1 ring-line sm:size-16"
        />
        <div className="min-w-0 space-y-1">
          <p className="text-sm">
            <ChampionLink guide={guide} language={language} />
          </p>
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-4xl">
            {guide.title}
          </h1>
        </div>
      </div>
      {guide.summary && (
        <p className="text-lg leading-relaxed text-muted [overflow-wrap:anywhere]">
          {guide.summary}
        </p>
      )}
      <GuideFacts guide={guide} language={language} />
      {isUpdated && (
        <p className="text-xs text-muted">
          {t('guide.updated')}{' '}
          <time dateTime={guide.updated_at}>
            {formatDate(guide.updated_at, language, timeZone)}
          </time>
        </p>
      )}
    </header>
  );
}

/** The build with its heading, the slice its figures are over, and the patch note when due. */
function BuildSection({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides');
  const sliceText = useSliceText();
  const headingId = useId();
  const { patch } = guide.build.stats;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t('guide.build')}
        </h2>
        <p className="text-sm text-muted">
          {t('guide.figures_of')} {sliceText(patch)}
        </p>
        {patch !== null && patch !== guide.patch && (
          <p className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
            {t('guide.patch_note', { patch: guide.patch, current: patch })}
          </p>
        )}
      </div>
      <BuildBlocks build={guide.build} />
    </section>
  );
}

function GuideArticle({ guide, language }: { guide: Guide; language: Language }) {
  return (
    <article className="space-y-8">
      <GuideHeader guide={guide} language={language} />
      <BuildSection guide={guide} />
      <ArticleBody html={guide.body} imageFolder="guides" />
      <HelpfulButton guide={guide} language={language} />
    </article>
  );
}

/**
 * Where the page goes when the language switch kept it mounted on the other language's slug:
 * the guide in the new language when written in it, else the guide list; null otherwise.
 */
function switchTarget(shown: Guide | null, language: Language, slug: string): string | null {
  if (!shown || shown.language === language || shown.slug !== slug) return null;
  const translated = shown.slugs[language];
  return translated ? `/${language}${guidePagePath(translated)}` : `/${language}/guides`;
}

/** The head of the guide's page: its title, summary, alternates in the languages it is written in. */
function useGuideHead(guide: Guide | undefined, isError: boolean) {
  const languages = guide ? LANGUAGES.filter((lang) => guide.slugs[lang] !== undefined) : [];
  usePageMeta(
    guide
      ? {
          page: 'guide',
          title: guide.title,
          description: guide.summary || metaDescription(guide.body),
          alternatePaths: Object.fromEntries(
            languages.map((lang) => [lang, guidePagePath(guide.slugs[lang] ?? guide.slug)]),
          ),
          languages,
          image: guide.champion.image_url,
        }
      : { page: 'guide', isNoIndex: isError },
  );
}

/**
 * A published guide in the path's language (docs/guides.md): its champion and role, facts, build
 * with today's figures, body and the Helpful button. An unknown slug shows `notFound`; another
 * slug of the guide is replaced by this language's.
 */
export function GuidePage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('guides');
  const language = useLanguage();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = useRef<Guide | null>(null);
  const target = switchTarget(shown.current, language, slug);
  const query = useQuery({ ...guideQuery(language, slug), enabled: target === null });
  const guide = target === null ? query.data : undefined;

  useEffect(() => {
    if (target !== null) {
      void navigate(target, { replace: true });
      return;
    }
    if (!guide) return;
    shown.current = guide;
    if (guide.slug === slug) return;
    // The guide's own address shows the same guide at once instead of asking again.
    queryClient.setQueryData(guideKeys.guide(language, guide.slug, null), guide);
    void navigate(`/${language}${guidePagePath(guide.slug)}`, { replace: true });
  }, [target, guide, slug, language, navigate, queryClient]);

  useGuideHead(guide, query.isError);

  if (query.isError && isApiError(query.error, 404)) return notFound;

  let body: ReactNode;
  if (guide) {
    body = <GuideArticle guide={guide} language={language} />;
  } else if (query.isError) {
    body = (
      <StatePanel title={t('guide.error')} hint={t('guide.error_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching && <Spinner />}
          {t('guide.retry')}
        </Button>
      </StatePanel>
    );
  } else {
    body = <GuideSkeleton />;
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <BackLink language={language} />
      {body}
    </div>
  );
}
