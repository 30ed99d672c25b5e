import type { ChampionPage, ChampionSlice } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { ChampionRecordCells } from './champion-record-cells.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';

type Synergy = ChampionPage['synergy'][number];
type Partner = Synergy['best'][number];

/** Champions in a table: face linked to their page in `linkRole`, win rate with interval, games. */
function RecordTable({
  title,
  records,
  linkRole,
  minSample,
  slice,
}: {
  title: string;
  records: readonly Partner[];
  /** The role of the champions' pages the rows link to; '' for their page without one. */
  linkRole: Synergy['role'] | '';
  minSample: number;
  slice: ChampionSlice;
}) {
  const { t } = useTranslation('champions');
  return (
    <div className="min-w-0">
      <PanelHeading level={4}>{title}</PanelHeading>
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('matchups.champion')}</th>
            <th scope="col">{t('matchups.win_rate')}</th>
            <th scope="col">{t('matchups.games')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.champion.id}>
              <ChampionRecordCells
                record={record}
                role={linkRole}
                slice={slice}
                minSample={minSample}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The best and worst champions beside or against the page's champion, each a table, or `none`
 * when neither list has anyone: the synergy's partners and ARAM's enemies (enemies-panel.tsx).
 */
export function BestAndWorst({
  best,
  worst,
  titles,
  none,
  linkRole,
  minSample,
  slice,
}: {
  best: readonly Partner[];
  worst: readonly Partner[];
  titles: { best: string; worst: string };
  none: string;
  linkRole: Synergy['role'] | '';
  minSample: number;
  slice: ChampionSlice;
}) {
  if (best.length === 0 && worst.length === 0) return <EmptyLine>{none}</EmptyLine>;
  const table = (title: string, records: readonly Partner[]) =>
    records.length > 0 && (
      <RecordTable
        title={title}
        records={records}
        linkRole={linkRole}
        minSample={minSample}
        slice={slice}
      />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {table(titles.best, best)}
      {table(titles.worst, worst)}
    </div>
  );
}

/** One partner role: how many partners were met in how many games, then best and worst. */
function PartnerRole({
  synergy,
  page,
  slice,
}: {
  synergy: Synergy;
  page: ChampionPage;
  slice: ChampionSlice;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const role = t(`roles.${synergy.role}`);
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <RoleIcon role={synergy.role} />
        {t('synergy.with_role', { role })}
      </h3>
      <p className="text-xs text-muted">
        {t('synergy.partners', {
          count: synergy.partners,
          formatted: formatCount(synergy.partners, language),
          games: formatCount(synergy.games, language),
        })}
      </p>
      <BestAndWorst
        best={synergy.best}
        worst={synergy.worst}
        titles={{ best: t('synergy.best', { role }), worst: t('synergy.worst', { role }) }}
        none={t('synergy.none', { min: page.min_sample })}
        linkRole={synergy.role}
        minSample={page.min_sample}
        slice={slice}
      />
    </div>
  );
}

/**
 * The champion's win rate with teammates of its partner roles (the bottom lane's pair, the
 * jungler with mid and top): best and worst partners with enough games, each linked to their page
 * in their role. Nothing for ARAM, whose games have no roles.
 */
export function SynergyPanel({ page, slice }: { page: ChampionPage; slice: ChampionSlice }) {
  const { t } = useTranslation('champions');
  if (page.synergy.length === 0) return null;
  return (
    <Panel title={t('synergy.title')}>
      <div className="space-y-4">
        <p className="text-xs text-muted">
          {t('synergy.hint', { champion: page.champion.name, min: page.min_sample })}
        </p>
        {page.synergy.map((synergy) => (
          <PartnerRole key={synergy.role} synergy={synergy} page={page} slice={slice} />
        ))}
      </div>
    </Panel>
  );
}
