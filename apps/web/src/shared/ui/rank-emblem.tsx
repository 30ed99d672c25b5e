import type { RankedTier } from '@riftscope/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIER_COLORS } from '../domain/ranked-tier.ts';

type Colors = (typeof TIER_COLORS)[RankedTier];

/** The common shield and its inner rim, in a 64 × 64 box. */
const SHIELD = 'M32 6 52 13v17c0 13.5-8.5 22.5-20 28-11.5-5.5-20-14.5-20-28V13Z';
const INNER_RIM = 'M32 11.5 47 17v13c0 10.2-6.2 17.6-15 22-8.8-4.4-15-11.8-15-22V17Z';
const CHEVRON = 'M20 25l12 9 12-9v6l-12 9-12-9Z';
/** A feathered wing on the left; the right one is its mirror. */
const WING = [
  'M21 22C13 15 6 13 2 15c3 5 8 9 17 12Z',
  'M19 31c-8-2-14-2-17 1 4 3 9 5 17 5Z',
  'M20 40c-7 1-12 3-14 7 5 1 9 0 15-3Z',
];
/** Challenger's wing reaches higher, with one feather more. */
const GREAT_WING = ['M22 17C16 8 9 4 3 5c2 6 7 11 17 16Z', ...WING];
const SMALL_SHIELD = 'translate(32 37) scale(0.7) translate(-32 -32)';

function Wings({ feathers, colors }: { feathers: readonly string[]; colors: Colors }) {
  const paths = feathers.map((d) => (
    <path key={d} d={d} fill={colors.light} stroke={colors.dark} strokeWidth="1.2" />
  ));
  return (
    <>
      <g>{paths}</g>
      <g transform="matrix(-1 0 0 1 64 0)">{paths}</g>
    </>
  );
}

const CROWNS = {
  3: {
    d: 'M22 17V7l5 5 5-9 5 9 5-5v10Z',
    tips: [
      [22, 7],
      [32, 3],
      [42, 7],
    ],
  },
  5: {
    d: 'M18 18 16 7l5 4 3-8 4 7 4-8 4 8 4-7 3 8 5-4-2 11Z',
    tips: [
      [16, 7],
      [24, 3],
      [32, 2],
      [40, 3],
      [48, 7],
    ],
  },
} as const;

/** A crown of `points` spikes over the emblem, with a bead on each spike's tip. */
function Crown({ points, colors }: { points: keyof typeof CROWNS; colors: Colors }) {
  const { d, tips } = CROWNS[points];
  return (
    <g>
      <path d={d} fill={colors.base} stroke={colors.dark} strokeWidth="1.2" />
      {tips.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="1.8" fill={colors.light} />
      ))}
    </g>
  );
}

/** The shield body every shield-shaped emblem starts from, filled with the tier's gradient. */
function Shield({ fill, colors, transform }: { fill: string; colors: Colors; transform?: string }) {
  return (
    <g transform={transform}>
      <path d={SHIELD} fill={fill} stroke={colors.dark} strokeWidth="2" strokeLinejoin="round" />
      <path d={INNER_RIM} fill="none" stroke={colors.light} strokeOpacity="0.55" />
    </g>
  );
}

/** What a tier's picture is drawn with: the gradient's `url(#…)` and the tier's colours. */
interface DrawingProps {
  fill: string;
  colors: Colors;
}

/** The dark, round-joined outline of a picture's main shapes. */
const outline = (colors: Colors) =>
  ({ stroke: colors.dark, strokeWidth: 2, strokeLinejoin: 'round' }) as const;

/** A riveted shield. */
function IronEmblem({ fill, colors }: DrawingProps) {
  const stroke = outline(colors);
  return (
    <>
      <path d={SHIELD} fill={fill} {...stroke} />
      {[
        [20, 19],
        [44, 19],
        [20, 36],
        [44, 36],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.2" fill={colors.dark} />
      ))}
    </>
  );
}

/** A shield with a boss. */
function BronzeEmblem({ fill, colors }: DrawingProps) {
  return (
    <>
      <Shield fill={fill} colors={colors} />
      <circle cx="32" cy="30" r="6" fill={colors.light} stroke={colors.dark} strokeWidth="1.5" />
    </>
  );
}

/** A shield with a chevron. */
function SilverEmblem({ fill, colors }: DrawingProps) {
  return (
    <>
      <Shield fill={fill} colors={colors} />
      <path d={CHEVRON} fill={colors.light} stroke={colors.dark} strokeWidth="1.2" />
    </>
  );
}

/** A shield with side flanges, a chevron and a gem. */
function GoldEmblem({ fill, colors }: DrawingProps) {
  const stroke = outline(colors);
  return (
    <>
      <path d="M13 14 3 11l6 14ZM51 14l10-3-6 14Z" fill={colors.base} {...stroke} />
      <Shield fill={fill} colors={colors} />
      <path d={CHEVRON} fill={colors.light} stroke={colors.dark} strokeWidth="1.2" />
      <path d="m32 16 4 4-4 4-4-4Z" fill={colors.light} stroke={colors.dark} />
    </>
  );
}

/** A pointed crest with a gem. */
function PlatinumEmblem({ fill, colors }: DrawingProps) {
  const stroke = outline(colors);
  return (
    <>
      <path d="M12 18 2 23l10 6ZM52 18l10 5-10 6Z" fill={colors.base} {...stroke} />
      <path d="M32 3 52 11l2 23-22 27-22-27 2-23Z" fill={fill} {...stroke} />
      <path
        d="M32 3v58M12 11l20 21 20-21M10 34h44"
        stroke={colors.dark}
        strokeOpacity="0.45"
        fill="none"
      />
      <path d="m32 21 9 11-9 11-9-11Z" fill={colors.light} stroke={colors.dark} />
    </>
  );
}

/** A cut gem with leaves. */
function EmeraldEmblem({ fill, colors }: DrawingProps) {
  const stroke = outline(colors);
  return (
    <>
      <ellipse cx="6.5" cy="32" rx="4.5" ry="11" fill={colors.base} {...stroke} />
      <ellipse cx="57.5" cy="32" rx="4.5" ry="11" fill={colors.base} {...stroke} />
      <path d="M24 6h16l13 14v24L40 58H24L11 44V20Z" fill={fill} {...stroke} />
      <path
        d="M27 15h10l8 9v16l-8 9H27l-8-9V24Z"
        fill={colors.light}
        fillOpacity="0.55"
        stroke={colors.dark}
        strokeOpacity="0.6"
      />
      <path
        d="m24 6 3 9M40 6l-3 9M53 20l-8 4M53 44l-8-4M40 58l-3-9M24 58l3-9M11 44l8-4M11 20l8 4"
        stroke={colors.dark}
        strokeOpacity="0.5"
      />
    </>
  );
}

/** A brilliant. */
function DiamondEmblem({ fill, colors }: DrawingProps) {
  const stroke = outline(colors);
  return (
    <>
      <path d="M32 1l3 9h-6ZM16 5l6 8-5 2ZM48 5l-6 8 5 2Z" fill={colors.light} />
      <path d="M8 28 1 22l3 14ZM56 28l7-6-3 14Z" fill={colors.base} {...stroke} />
      <path d="M18 16h28l10 12L32 59 8 28Z" fill={fill} {...stroke} />
      <path
        d="M8 28h48M18 16l6 12 8-12 8 12 6-12M24 28l8 31 8-31"
        fill="none"
        stroke={colors.dark}
        strokeOpacity="0.55"
        strokeLinejoin="round"
      />
      <path d="M24 28l8-12 8 12Z" fill={colors.light} fillOpacity="0.6" />
    </>
  );
}

/** Wings and a small shield. */
function MasterEmblem({ fill, colors }: DrawingProps) {
  return (
    <>
      <Wings feathers={WING} colors={colors} />
      <Shield fill={fill} colors={colors} transform={SMALL_SHIELD} />
      <path d="m32 26 6 9-6 9-6-9Z" fill={colors.light} stroke={colors.dark} />
    </>
  );
}

/** Wings, a three-point crown and a small shield. */
function GrandmasterEmblem({ fill, colors }: DrawingProps) {
  return (
    <>
      <Wings feathers={WING} colors={colors} />
      <Crown points={3} colors={colors} />
      <Shield fill={fill} colors={colors} transform={SMALL_SHIELD} />
      <path d="M26 30l6-4 6 4-6 12Z" fill={colors.light} stroke={colors.dark} />
    </>
  );
}

/** Great wings, a five-point crown and a small shield with a gem. */
function ChallengerEmblem({ fill, colors }: DrawingProps) {
  return (
    <>
      <Wings feathers={GREAT_WING} colors={colors} />
      <Crown points={5} colors={colors} />
      <Shield fill={fill} colors={colors} transform={SMALL_SHIELD} />
      <circle cx="32" cy="36" r="6" fill="#6fd3ff" stroke={colors.dark} strokeWidth="1.5" />
      <circle cx="30" cy="34" r="2" fill="#e6f8ff" />
    </>
  );
}

/**
 * Each tier's picture, plainer at the bottom of the ladder and richer towards the top: Iron a
 * riveted shield; Bronze a boss; Silver a chevron; Gold side flanges and a gem; Platinum a pointed
 * crest; Emerald a cut gem with leaves; Diamond a brilliant; Master wings; Grandmaster wings
 * and a crown; Challenger great wings and a five-point crown.
 */
const TIER_DRAWINGS: Record<RankedTier, (props: DrawingProps) => ReactNode> = {
  IRON: IronEmblem,
  BRONZE: BronzeEmblem,
  SILVER: SilverEmblem,
  GOLD: GoldEmblem,
  PLATINUM: PlatinumEmblem,
  EMERALD: EmeraldEmblem,
  DIAMOND: DiamondEmblem,
  MASTER: MasterEmblem,
  GRANDMASTER: GrandmasterEmblem,
  CHALLENGER: ChallengerEmblem,
};

/**
 * A tier's emblem, drawn by RiftScope (no game art), so it shows offline and at any size. It
 * is named after the tier for screen readers, or hidden from them (`isDecorative`) where the
 * tier's name is written beside it.
 */
export function RankEmblem({
  tier,
  size = 40,
  isDecorative = false,
  className = 'shrink-0',
}: {
  tier: RankedTier;
  size?: number;
  isDecorative?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('meta');
  // A React id may hold characters that url(#…) does not accept.
  const gradientId = `emblem-${useId().replace(/[^\w-]/g, '')}`;
  const colors = TIER_COLORS[tier];
  const Drawing = TIER_DRAWINGS[tier];
  const content = (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={colors.light} />
          <stop offset="55%" stopColor={colors.base} />
          <stop offset="100%" stopColor={colors.dark} />
        </linearGradient>
      </defs>
      <Drawing fill={`url(#${gradientId})`} colors={colors} />
    </>
  );
  return isDecorative ? (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true">
      {content}
    </svg>
  ) : (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      role="img"
      aria-label={t(`tiers.${tier}`)}
    >
      {content}
    </svg>
  );
}
