import { z } from 'zod/mini';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema } from './game.schema.ts';

/**
 * A player's stored mastery of one champion as other answers carry it beside the player (the
 * live game, multi-search): level and points as champion-mastery-v4 last said, and the date of
 * that read (docs/player-page.md, Champion mastery).
 */
export const MasteryBriefSchema = z.object({
  level: CountSchema,
  points: CountSchema,
  fetched_at: TimestampSchema,
});

export type MasteryBrief = z.infer<typeof MasteryBriefSchema>;
