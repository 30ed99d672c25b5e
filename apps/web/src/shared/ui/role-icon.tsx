import type { TierRole } from '@riftscope/contracts';

/**
 * Lane marks drawn after the game's own: a map square with the lane's corner or diagonal
 * lit. CARRY plays the bottom lane, so it has the bottom-lane mark (docs/product.md, Tier list).
 */
const PATHS: Record<TierRole | 'ALL', { bright: string; dim?: string }> = {
  TOP: { bright: 'M3 3h14l-4 4H7v6l-4 4zM10 10h4v4h-4z', dim: 'M21 7v14H7l3-3h8v-8z' },
  CARRY: { bright: 'M21 21H7l4-4h6v-6l4-4zM10 10h4v4h-4z', dim: 'M3 17V3h14l-3 3H6v8z' },
  MIDDLE: {
    bright: 'M3 18L18 3h3v3L6 21H3z',
    dim: 'M3 3h10l-3 3H6v4l-3 3zM21 21H11l3-3h4v-4l3-3z',
  },
  JUNGLE: {
    bright:
      'M12 2c-.5 4.5-4 6.5-4 11.5 0 2.6 1.4 4.7 3.2 5.7L9.5 22h5l-1.7-2.8c1.8-1 3.2-3.1 3.2-5.7C16 8.5 12.5 6.5 12 2z',
    dim: 'M4 6c2.5 1.5 3.2 4 2.6 7.5L5 12.4C4.6 10 4 8 4 6zM20 6c-2.5 1.5-3.2 4-2.6 7.5l1.6-1.1C19.4 10 20 8 20 6z',
  },
  SUPPORT: {
    bright: 'M9.5 4h5l-1 3 2 4-3.5 10L8.5 11l2-4z',
    dim: 'M2 7h6l1.8 3.5L8 14c-2.5-.3-4.6-2.6-6-7zM22 7h-6l-1.8 3.5L16 14c2.5-.3 4.6-2.6 6-7z',
  },
  ALL: {
    bright: 'M4 4h7v7H4zM13 13h7v7h-7z',
    dim: 'M13 4h7v7h-7zM4 13h7v7H4z',
  },
};

/** The icon of a role filter or table cell; the text beside it names the role. */
export function RoleIcon({
  role,
  className = 'size-4',
}: {
  role: TierRole | 'ALL';
  className?: string;
}) {
  const { bright, dim } = PATHS[role];
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      {dim && <path d={dim} opacity="0.4" />}
      <path d={bright} />
    </svg>
  );
}
