import { type ChampionPage, SKILL_ORDER_SLOTS } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { SampleLine } from './sample.tsx';
import { SKILL_COLORS, SkillPathGrid } from './skill-path-grid.tsx';

type SkillOrder = ChampionPage['skill_order'][number];
type Slot = SkillOrder['max'][number];

const SLOT_COLORS: Record<Slot, string> = SKILL_COLORS;

const LEVELS = [1, 2, 3] as const;

/** A skill's key in its colour. */
function SkillKey({ slot, size }: { slot: Slot; size: 'lg' | 'sm' }) {
  const box = size === 'lg' ? 'size-10 text-lg' : 'size-6 text-xs';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-extrabold ${box} ${SLOT_COLORS[slot]}`}
    >
      {slot}
    </span>
  );
}

/** "Q > E > W": the order the basic skills are maxed. */
function MaxOrder({ order, size }: { order: SkillOrder['max']; size: 'lg' | 'sm' }) {
  const { t } = useTranslation('champions');
  return (
    <span
      role="img"
      aria-label={t('skills.max_label', { order: order.join(' > ') })}
      className="flex items-center gap-1.5"
    >
      {order.map((slot, index) => (
        <span key={slot} className="flex items-center gap-1.5">
          {index > 0 && (
            <svg viewBox="0 0 8 12" aria-hidden="true" className="h-3 w-2 text-muted">
              <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
          <SkillKey slot={slot} size={size} />
        </span>
      ))}
    </span>
  );
}

/** The first three skill points as a small grid: a row per skill, a column per level. */
function FirstLevels({ first }: { first: SkillOrder['first'] }) {
  const { t } = useTranslation('champions');
  return (
    <table className="border-separate border-spacing-[3px] text-center text-xs tabular-nums">
      <caption className="sr-only">{t('skills.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="sr-only">
            {t('skills.skill')}
          </th>
          {LEVELS.map((level) => (
            <th key={level} scope="col" className="font-normal text-muted">
              <span className="sr-only">{t('skills.level')} </span>
              {level}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SKILL_ORDER_SLOTS.map((slot) => (
          <tr key={slot}>
            <th scope="row" className={`size-7 rounded font-bold ${SLOT_COLORS[slot]}`}>
              {slot}
            </th>
            {LEVELS.map((level) => {
              const isTaken = first[level - 1] === slot;
              return (
                <td
                  key={level}
                  className={`size-7 rounded ${isTaken ? `font-bold ${SLOT_COLORS[slot]}` : 'bg-surface-2'}`}
                >
                  {isTaken ? level : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The other skill paths, levels 1–15 in one line each with their sample. */
function OtherPaths({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const others = page.skill_paths.slice(1);
  if (others.length === 0) return null;
  return (
    <div>
      <PanelHeading>{t('skills.other_paths')}</PanelHeading>
      <MoreList
        entries={others}
        keyOf={(entry) => entry.path.join('')}
        render={(entry) => (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-xs tracking-wider">
              <span className="sr-only">{t('skills.path_label')} </span>
              {entry.path.join(' ')}
            </span>
            <SampleLine entry={entry} minSample={page.min_sample} />
          </div>
        )}
      />
    </div>
  );
}

/**
 * The most played skill order: the max order large beside the most taken skill path (levels
 * 1–18 as a grid; the first three levels when no path is known), its sample; then the other
 * orders and paths, each in one line.
 */
export function SkillOrderPanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const [top, ...others] = page.skill_order;
  const topPath = page.skill_paths[0];
  return (
    <Panel
      title={t('skills.title')}
      note={top && <SampleLine entry={top} minSample={page.min_sample} />}
    >
      {!top ? (
        <EmptyLine>
          {page.builds.timeline_games === 0 ? t('page.no_timelines') : t('page.section_empty')}
        </EmptyLine>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
            <div>
              <PanelHeading>{t('skills.max')}</PanelHeading>
              <MaxOrder order={top.max} size="lg" />
            </div>
            {!topPath && (
              <div>
                <PanelHeading>{t('skills.first')}</PanelHeading>
                <FirstLevels first={top.first} />
              </div>
            )}
          </div>
          {topPath && (
            <div>
              <PanelHeading>{t('skills.path')}</PanelHeading>
              <SkillPathGrid entry={topPath} minSample={page.min_sample} />
            </div>
          )}
          {others.length > 0 && (
            <div>
              <PanelHeading>{t('skills.others')}</PanelHeading>
              <MoreList
                entries={others}
                keyOf={(entry) => `${entry.max.join('')}/${entry.first.join('')}`}
                render={(entry) => (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <MaxOrder order={entry.max} size="sm" />
                    <span className="text-xs text-muted">{entry.first.join(' ')}</span>
                    <SampleLine entry={entry} minSample={page.min_sample} />
                  </div>
                )}
              />
            </div>
          )}
          <OtherPaths page={page} />
        </div>
      )}
    </Panel>
  );
}
