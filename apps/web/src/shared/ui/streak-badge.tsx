import type { RecentSummary } from '@riftscope/contracts';

/** The run of one result that a player's latest games end on. */
export type Streak = NonNullable<RecentSummary['streak']>;

/** A single game is the last result, not a streak. */
const SHOWN_STREAK = 2;

/**
 * The streak a player is on, green for wins and red for losses, worded by `label` in the
 * feature's own text; nothing when there is no streak of two games or more.
 */
export function StreakBadge({
  streak,
  label,
}: {
  streak: Streak | null;
  label: (streak: Streak) => string;
}) {
  if (!streak || streak.games < SHOWN_STREAK) return null;
  return (
    <p
      className={`rounded-md px-1.5 py-0.5 text-xs font-bold ${
        streak.result === 'win' ? 'bg-win/15 text-win' : 'bg-loss/15 text-loss'
      }`}
    >
      {label(streak)}
    </p>
  );
}
