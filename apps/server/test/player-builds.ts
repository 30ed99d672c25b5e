import { asPercent, winRateBounds } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';

// What the stored aggregates should answer, read straight from real matches and timelines:
// a player's build (docs/champion-analytics.md, Facets) and a record's figures.

/**
 * A player's purchases in order (with their times), undos applied, and NORMAL skill points, read
 * from the timeline.
 */
export function playerEvents(timeline: TimelineDto, document: MatchDto, championId: number) {
  const player = document.info.participants.find((p) => p.championId === championId);
  const id = timeline.info.participants?.find((p) => p.puuid === player?.puuid)?.participantId;
  const events = timeline.info.frames
    .flatMap((f) => f.events)
    .filter((e) => e.participantId === id);
  const boughtAt: { itemId: number; timestamp: number }[] = [];
  for (const e of events) {
    if (e.type === 'ITEM_PURCHASED')
      boughtAt.push({ itemId: e.itemId ?? 0, timestamp: e.timestamp });
    if (e.type === 'ITEM_UNDO' && (e.beforeId ?? 0) > 0) {
      const last = boughtAt.findLastIndex((b) => b.itemId === e.beforeId);
      if (last >= 0) boughtAt.splice(last, 1);
    }
  }
  const bought = boughtAt.map((b) => b.itemId);
  const points = events
    .filter((e) => e.type === 'SKILL_LEVEL_UP' && e.levelUpType === 'NORMAL')
    .map((e) => 'QWER'[(e.skillSlot ?? 0) - 1] ?? '');
  return { bought, boughtAt, points, player };
}

/** The first three and the 4th–6th completed legendaries, and the first tier-two boots bought. */
export function buildOf(bought: readonly number[], items: ItemClasses) {
  const legendaries = [...new Set(bought.filter((id) => items.isLegendary(id)))];
  const boots = bought.map((id) => items.bootsOf(id)).find((id) => id !== null) ?? null;
  return { core: legendaries.slice(0, 3), later: legendaries.slice(3, 6), boots };
}

/** What the API should answer for a tally over a sample: games, wins, rates and interval. */
export const record = (t: { games: number; wins: number }, sample: number) => ({
  games: t.games,
  wins: t.wins,
  win_rate: t.games > 0 ? asPercent(t.wins / t.games) : null,
  ...winRateBounds(t.wins, t.games),
  pick_rate: sample > 0 ? asPercent(t.games / sample) : null,
});
