import {
  type ChampionPage,
  type GuideSummary,
  guidePagePath,
  guidesPagePath,
  type Language,
  type TierRole,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { championGuidesQuery } from '../api/champion-guides-api.ts';
import { Panel } from './panel.tsx';

function GuideLine({ guide, language }: { guide: GuideSummary; language: Language }) {
  const { t } = useTranslation('champions');
  return (
    <li className="border-b border-line py-2 last:border-0">
      <Link
        to={`/${language}${guidePagePath(guide.slug)}`}
        className="font-semibold [overflow-wrap:anywhere] hover:text-accent"
      >
        {guide.title}
      </Link>
      <p className="text-xs text-muted">
        {guide.author ? (
          <>
            {t('guides.by')} <bdi>{guide.author}</bdi>
          </>
        ) : (
          t('guides.former_author')
        )}{' '}
        · {t('guides.patch', { patch: guide.patch })} ·{' '}
        {t('guides.helpful', {
          count: guide.helpful_count,
          formatted: formatCount(guide.helpful_count, language),
        })}
      </p>
    </li>
  );
}

/**
 * The published guides for the champion in the role shown (docs/guides.md), most helpful first,
 * with a link to all of them in the guide list. Nothing when there are none, while they load or
 * when they fail: the page's figures do not wait on them.
 */
function Guides({ championKey, role }: { championKey: string; role: TierRole }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const guides = useQuery(championGuidesQuery(championKey, role, language));
  if (!guides.data || guides.data.data.length === 0) return null;
  const { data, total } = guides.data;
  return (
    <Panel
      title={t('guides.title')}
      note={
        <Link
          to={`/${language}${guidesPagePath({ champion: championKey, role })}`}
          className="text-link hover:underline"
        >
          {t('guides.all', { count: total, formatted: formatCount(total, language) })}
        </Link>
      }
    >
      <ul>
        {data.map((guide) => (
          <GuideLine key={guide.id} guide={guide} language={language} />
        ))}
      </ul>
    </Panel>
  );
}

/** The Guides of a champion page in a lane role; none for a laneless page (ARAM). */
export function ChampionGuides({ page }: { page: ChampionPage }) {
  if (page.role === '' || page.champion.key === null) return null;
  return <Guides championKey={page.champion.key} role={page.role} />;
}
