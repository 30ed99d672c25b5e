import type { Rune, RunePage } from '@riftscope/contracts';
import type { ReactNode } from 'react';
import { GameIcon, GameImage } from './game-image.tsx';

type Slot = 'keystone' | 'rune' | 'shard';

const TILE = 'space-y-2.5 rounded-lg bg-surface-2/60 p-2.5 sm:p-3';

/**
 * The two ways a page is drawn. `large` is a screen's main subject (the champion page): each tree
 * on a tile, side by side from a tablet's width (half a phone is too narrow for a heading such as
 * "Дополнительная:"), and the chosen runes ringed in the accent colour as the game rings them.
 * `compact` sits inside something else (a match's build tab): no tiles, one tree under the other
 * on a phone, plain rings.
 */
const SIZES = {
  large: {
    grid: 'grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto]',
    treeColumn: `min-w-0 ${TILE}`,
    // Under both trees up to lg, beside them from lg.
    shardsColumn: `sm:col-span-2 lg:col-span-1 ${TILE}`,
    list: 'space-y-2',
    shardList: 'flex flex-wrap gap-x-4 gap-y-2 lg:block lg:space-y-2',
    slot: 'gap-2.5',
    keystoneName: 'text-sm font-semibold',
    icons: {
      keystone: { px: 56, box: 'size-14 ring-2 ring-accent/70' },
      rune: { px: 36, box: 'size-9 ring-1 ring-accent/40' },
      shard: { px: 24, box: 'size-6 ring-1 ring-line' },
    },
  },
  compact: {
    grid: 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]',
    treeColumn: 'min-w-0 space-y-2',
    shardsColumn: 'space-y-2',
    list: 'space-y-1.5',
    shardList: 'space-y-1.5',
    slot: 'gap-2',
    keystoneName: 'text-xs',
    icons: {
      keystone: { px: 48, box: 'size-12 ring-1 ring-line' },
      rune: { px: 32, box: 'size-8 ring-1 ring-line' },
      shard: { px: 24, box: 'size-6 ring-1 ring-line' },
    },
  },
} as const;

type Size = keyof typeof SIZES;

/**
 * A rune's or tree's icon beside words that already name it: the tooltip names it, screen readers
 * skip it.
 */
export function DecorativeRuneIcon({
  rune,
  size,
  className,
}: {
  rune: Rune;
  size: number;
  className: string;
}) {
  return (
    <GameImage
      src={rune.icon}
      alt=""
      name={rune.name}
      width={size}
      height={size}
      className={className}
    />
  );
}

/** A chosen rune: its icon in a ring, its name beside it. */
function RuneSlot({ rune, slot, size }: { rune: Rune; slot: Slot; size: Size }) {
  const style = SIZES[size];
  const icon = style.icons[slot];
  return (
    <li className={`flex min-w-0 items-center ${style.slot}`}>
      <GameIcon
        src={rune.icon}
        name={rune.name}
        size={icon.px}
        className={`block shrink-0 rounded-full bg-bg ${icon.box}`}
      />
      <span className={`min-w-0 ${slot === 'keystone' ? style.keystoneName : 'text-xs'}`}>
        {rune.name}
      </span>
    </li>
  );
}

/** One of the three parts of a page: its heading, then its runes. */
function PagePart({
  heading,
  level,
  tree,
  className,
  children,
}: {
  heading: string;
  level: 3 | 4 | 5;
  /** The tree drawn before the heading; the shards have none. */
  tree?: { rune: Rune; colour: string };
  className: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={className}>
      <Heading
        className={`flex items-center gap-1.5 text-sm font-semibold ${tree?.colour ?? 'text-muted'}`}
      >
        {tree && (
          <DecorativeRuneIcon rune={tree.rune} size={20} className="block size-5 shrink-0" />
        )}
        {/* A long word ("Дополнительная:") wraps inside a phone's narrow column. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{heading}</span>
      </Heading>
      {children}
    </div>
  );
}

/**
 * A whole rune page laid out as the game's: the primary tree with its keystone large and its
 * three runes under it, the secondary tree's two runes, then the three stat shards. The headings
 * are the caller's words, at the level that fits where the page is drawn.
 */
export function RunePageDrawing({
  page,
  headings,
  headingLevel,
  size,
}: {
  page: RunePage;
  headings: { primary: string; secondary: string; shards: string };
  headingLevel: 3 | 4 | 5;
  size: Size;
}) {
  const style = SIZES[size];
  const { primary, secondary, shards } = page;
  return (
    <div className={style.grid}>
      <PagePart
        heading={headings.primary}
        level={headingLevel}
        tree={{ rune: primary.tree, colour: 'text-accent' }}
        className={style.treeColumn}
      >
        <ul className={style.list}>
          <RuneSlot rune={primary.keystone} slot="keystone" size={size} />
          {primary.runes.map((rune, index) => (
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} slot="rune" size={size} />
          ))}
        </ul>
      </PagePart>
      <PagePart
        heading={headings.secondary}
        level={headingLevel}
        tree={{ rune: secondary.tree, colour: 'text-link' }}
        className={style.treeColumn}
      >
        <ul className={style.list}>
          {secondary.runes.map((rune, index) => (
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} slot="rune" size={size} />
          ))}
        </ul>
      </PagePart>
      <PagePart heading={headings.shards} level={headingLevel} className={style.shardsColumn}>
        <ul className={style.shardList}>
          {shards.map((rune, index) => (
            // Two shards can be the same (Adaptive Force twice).
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} slot="shard" size={size} />
          ))}
        </ul>
      </PagePart>
    </div>
  );
}
