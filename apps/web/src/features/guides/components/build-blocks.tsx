import type { GuideBuild } from '@riftscope/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';
import { BlockFigures, type BlockStats } from './block-figures.tsx';
import { SkillOrderGrid } from './skill-order-grid.tsx';

type Pick = GuideBuild['core_items'][number];

/** Picks in a row, icon over name; `isOrdered` draws the order between them. */
function PickList({ picks, isOrdered = false }: { picks: readonly Pick[]; isOrdered?: boolean }) {
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <List className="flex flex-wrap items-start gap-x-2 gap-y-3">
      {picks.map((pick, index) => (
        <li key={`${pick.id}-${index}`} className="flex items-start gap-2">
          {isOrdered && index > 0 && (
            <span aria-hidden="true" className="pt-2.5 text-muted">
              →
            </span>
          )}
          <span className="flex w-16 flex-col items-center gap-1 text-center">
            <GameImage
              src={pick.image_url}
              alt=""
              name={pick.name}
              width={40}
              height={40}
              className="size-10 rounded-md ring-1 ring-line"
            />
            <span className="text-[0.7rem] leading-tight [overflow-wrap:anywhere]">
              {pick.name}
            </span>
          </span>
        </li>
      ))}
    </List>
  );
}

/**
 * One block of a guide's build: its name, the author's choice, and beside it (under it on a
 * phone) today's figures of that exact choice. A block without figures (situational items, an
 * empty choice) shows the choice alone.
 */
function Block({
  title,
  figures,
  patch,
  children,
  className = '',
}: {
  title: string;
  /** Undefined: the block has no figures at all. */
  figures?: BlockStats;
  patch: string | null;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 space-y-3 rounded-xl border border-line bg-surface p-4 ${className}`}
    >
      <h3 id={headingId} className="text-sm font-bold tracking-tight">
        {title}
      </h3>
      {children}
      {figures !== undefined && <BlockFigures stats={figures} patch={patch} label={title} />}
    </section>
  );
}

/** "None chosen" in a block the author left empty. */
function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/**
 * A guide's build, block by block: starting items, core items in order, boots, situational
 * items, the rune page, summoner spells and the skill order, each with today's figures of that
 * choice (docs/guides.md).
 */
export function BuildBlocks({ build }: { build: GuideBuild }) {
  const { t } = useTranslation('guides');
  const { stats } = build;
  const patch = stats.patch;
  const { runes } = build;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block
        title={t('blocks.starting_items')}
        figures={build.starting_items.length > 0 ? stats.starting_items : undefined}
        patch={patch}
      >
        {build.starting_items.length > 0 ? (
          <PickList picks={build.starting_items} />
        ) : (
          <Empty>{t('blocks.none')}</Empty>
        )}
      </Block>
      <Block title={t('blocks.core_items')} figures={stats.core_items} patch={patch}>
        <PickList picks={build.core_items} isOrdered />
      </Block>
      <Block
        title={t('blocks.boots')}
        figures={build.boots ? stats.boots : undefined}
        patch={patch}
      >
        {build.boots ? <PickList picks={[build.boots]} /> : <Empty>{t('blocks.no_boots')}</Empty>}
      </Block>
      <Block title={t('blocks.situational_items')} patch={patch}>
        {build.situational_items.length > 0 ? (
          <PickList picks={build.situational_items} />
        ) : (
          <Empty>{t('blocks.none')}</Empty>
        )}
      </Block>
      <Block
        title={t('blocks.runes')}
        figures={stats.runes}
        patch={patch}
        className="lg:col-span-2"
      >
        <RunePageDrawing
          page={{
            primary: {
              tree: runes.primary_style,
              keystone: runes.primary[0] ?? runes.primary_style,
              runes: runes.primary.slice(1),
            },
            secondary: { tree: runes.sub_style, runes: runes.secondary },
            shards: runes.shards,
          }}
          headings={{
            primary: t('blocks.primary'),
            secondary: t('blocks.secondary'),
            shards: t('blocks.shards'),
          }}
          headingLevel={4}
          size="compact"
        />
      </Block>
      <Block title={t('blocks.spells')} figures={stats.spells} patch={patch}>
        <PickList picks={build.spells} />
      </Block>
      <Block title={t('blocks.skill_order')} figures={stats.skill_order} patch={patch}>
        <SkillOrderGrid order={build.skill_order} />
      </Block>
    </div>
  );
}
