import { z } from 'zod/mini';
import { BLUE_TEAM_ID, PUUID_MAX, RED_TEAM_ID, RIOT_PUUID_LENGTH } from './game.ts';

export const TeamIdSchema = z.union([z.literal(BLUE_TEAM_ID), z.literal(RED_TEAM_ID)]);

export type TeamId = z.infer<typeof TeamIdSchema>;

export const PuuidSchema = z.string().check(
  z.minLength(1),
  z.maxLength(PUUID_MAX),
  // Never in a PUUID, and PostgreSQL text cannot hold NUL.
  z.refine((s) => !/\p{Cc}/u.test(s), { message: 'PUUID cannot contain control characters' }),
);

/**
 * A PUUID a request asks Riot about (the live-status badge): Riot's encrypted form, 78
 * characters of the URL-safe base64 alphabet. Anything else is refused with 422 before it costs
 * a Riot call; the simulator's PUUIDs take the same form. Answers keep PuuidSchema, since a
 * stored match may name players (bots) by other ids.
 */
export const RiotPuuidSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9_-]{${RIOT_PUUID_LENGTH}}$`),
      `PUUID must be Riot's ${RIOT_PUUID_LENGTH}-character form`,
    ),
  );

/** A non-negative whole number: kills, games, gold. */
export const CountSchema = z.int().check(z.minimum(0));

/** Milliseconds since the Unix epoch, as Riot sends game start and creation times. */
export const EpochMsSchema = z.int().check(z.minimum(0));

/** A rate in percent, 0–100 (win rate, pick rate, ban rate). */
export const PercentSchema = z.number().check(z.minimum(0), z.maximum(100));

/**
 * A champion or summoner spell with its Data Dragon image. `image_url` is null when Data
 * Dragon does not know the id (a champion newer than the loaded data).
 */
export const NamedImageSchema = z.object({ name: z.string(), image_url: z.nullable(z.string()) });

export type NamedImage = z.infer<typeof NamedImageSchema>;

/** A rune (keystone) or rune path with its Data Dragon icon, null when unknown. */
export const RuneSchema = z.object({ name: z.string(), icon: z.nullable(z.string()) });

export type Rune = z.infer<typeof RuneSchema>;

/** An item in a player's inventory; empty slots are left out. */
export const GameItemSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  image_url: z.nullable(z.string()),
});

export type GameItem = z.infer<typeof GameItemSchema>;
