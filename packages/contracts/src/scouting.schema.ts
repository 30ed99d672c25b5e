import { z } from 'zod/mini';
import { TimestampSchema } from './common.schema.ts';
import { CountSchema, NamedImageSchema, PercentSchema } from './game.schema.ts';
import { PLAYER_NOTE_KINDS } from './player-notes.ts';
import { PLAYER_ROLES } from './player-stats.ts';

const AverageSchema = z.number().check(z.minimum(0));

/** A champion named in an answer: Riot's id, the name in the answer's language, the icon. */
export const NamedChampionSchema = z.extend(NamedImageSchema, { id: z.int() });

/**
 * A player note (player-notes.ts; rules and thresholds in docs/riot-policies.md, Player notes)
 * with its evidence: `count` of the `sample` games the rule read meet it.
 */
export const PlayerNoteSchema = z.object({
  kind: z.enum(PLAYER_NOTE_KINDS),
  /** first_time, one_trick, experienced: the champion the note names. */
  champion: z.optional(NamedChampionSchema),
  /** autofilled: the role the player usually plays. */
  role: z.optional(z.enum(PLAYER_ROLES)),
  count: CountSchema,
  sample: CountSchema,
  /** back_after: whole days since the newest stored ranked game. */
  days: z.optional(CountSchema),
  /** experienced: the mastery level of the champion, where a read is stored. */
  mastery_level: z.optional(CountSchema),
  /** When the player's history was last fetched from Riot; null for a player never fetched. */
  as_of: z.nullable(TimestampSchema),
});

export type PlayerNote = z.infer<typeof PlayerNoteSchema>;

/**
 * A player's recent ranked form: their newest RANKED_FORM_GAMES stored games of the ranked queue,
 * remakes left out (docs/player-page.md, Scouting). `is_complete` says whether those games lie
 * where every match of the player is stored (their history was fetched); false for a player
 * never looked up, whose stored games are only those met in other players' histories.
 */
export const RankedFormSchema = z.object({
  queue: z.enum(['solo', 'flex']),
  games: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  /** Newest first. */
  results: z.array(z.enum(['win', 'loss'])),
  avg_kills: AverageSchema,
  avg_deaths: AverageSchema,
  avg_assists: AverageSchema,
  /** (kills + assists) / deaths, two decimals; null without deaths. */
  kda: z.nullable(AverageSchema),
  /** The role of most of the games (lane order among equals); null without a game with a role. */
  main_role: z.nullable(z.enum(PLAYER_ROLES)),
  /** The next role, when it has at least SECONDARY_ROLE_MIN_SHARE % of the games with a role. */
  secondary_role: z.nullable(z.enum(PLAYER_ROLES)),
  is_complete: z.boolean(),
});

export type RankedForm = z.infer<typeof RankedFormSchema>;

/** One champion of a player's pool: stored games of the season in the chosen queue, remakes left out. */
export const PoolChampionSchema = z.object({
  champion: NamedChampionSchema,
  games: CountSchema,
  wins: CountSchema,
  /** Percent, one decimal. */
  win_rate: PercentSchema,
  kda: z.nullable(AverageSchema),
  /** Stored mastery (read within a day); absent when none is stored. */
  mastery: z.optional(z.object({ level: CountSchema, points: CountSchema })),
});

export type PoolChampion = z.infer<typeof PoolChampionSchema>;
