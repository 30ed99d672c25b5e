import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { ChampionKeyParamsSchema } from './champions.schema.ts';
import { gameLanguageField, PageSchema, RegionSchema, TimestampSchema } from './common.schema.ts';
import { CountSchema, PercentSchema, PuuidSchema } from './game.schema.ts';
import { LADDER_QUEUES } from './ladders.ts';
import { defineRoute } from './route.ts';
import { RankedTierSchema, SummonerParamsSchema } from './summoners.schema.ts';

export const LadderQueueSchema = z.enum(LADDER_QUEUES);

export const LadderParamsSchema = z.object({ region: RegionSchema });

export const LadderQuerySchema = z.strictObject({
  queue: z._default(LadderQueueSchema, 'solo'),
  page: PageSchema,
  ...gameLanguageField,
});

/** How many players each apex league held at the read: the basis of every position and share. */
export const LadderCountsSchema = z.object({
  challenger: CountSchema,
  grandmaster: CountSchema,
  master: CountSchema,
  /** All three: the Master+ players of the region and queue. */
  total: CountSchema,
});

export type LadderCounts = z.infer<typeof LadderCountsSchema>;

/** A champion among a ladder player's most played in stored ranked games of the queue this season. */
export const LadderChampionSchema = z.object({
  champion_id: z.int(),
  champion_name: z.string(),
  image_url: z.nullable(z.string()),
  games: CountSchema,
});

/** One player of the ladder as league-v4 listed them at the read. */
export const LadderEntrySchema = z.object({
  /** 1 is the highest: tier (Challenger first), then LP, then wins. */
  position: z.int().check(z.minimum(1)),
  puuid: PuuidSchema,
  /** From the stored player or a stored match they played; null when we hold no name for them. */
  game_name: z.nullable(z.string()),
  tag_line: z.nullable(z.string()),
  /** Known only for players whose profile was fetched; null otherwise. */
  summoner_level: z.nullable(CountSchema),
  profile_icon_id: z.nullable(z.int()),
  tier: RankedTierSchema,
  league_points: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
  /** wins ÷ (wins + losses) in percent, one decimal; 0 without games. */
  win_rate: PercentSchema,
  /** Most games first, at most LADDER_CHAMPIONS; empty when none of their games is stored. */
  champions: z.array(LadderChampionSchema),
});

export type LadderEntry = z.infer<typeof LadderEntrySchema>;

/**
 * A page of a region's apex ladder (Challenger, Grandmaster, Master) of a queue, as last read
 * from league-v4; never read from Riot for the request.
 */
export const LadderSchema = z.object({
  region: RegionSchema,
  queue: LadderQueueSchema,
  /** When the ladder was read from Riot; null when it was never read (no entries). */
  fetched_at: z.nullable(TimestampSchema),
  /** Null when the ladder was never read. */
  counts: z.nullable(LadderCountsSchema),
  /** The ranked season of the champions' games (seasons.ts). */
  season: z.int(),
  data: z.array(LadderEntrySchema),
  current_page: z.int().check(z.minimum(1)),
  last_page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  /** Players on the ladder: the sample every position stands in. */
  total: CountSchema,
});

export type Ladder = z.infer<typeof LadderSchema>;

/** The player's place on a ladder of their region, as last read. */
export const PlayerLadderPlaceSchema = z.object({
  queue: LadderQueueSchema,
  position: z.int().check(z.minimum(1)),
  tier: RankedTierSchema,
  league_points: CountSchema,
  /** The Master+ players of the region and queue at the read: the share's basis. */
  counts: LadderCountsSchema,
  /** position ÷ counts.total in percent, two decimals: "top x % of Master+ players". */
  top_percent: PercentSchema,
  fetched_at: TimestampSchema,
});

export type PlayerLadderPlace = z.infer<typeof PlayerLadderPlaceSchema>;

/** The ladders the player is on (Solo/Duo first); empty below Master or when not read. */
export const PlayerLadderSchema = z.object({ data: z.array(PlayerLadderPlaceSchema) });

export type PlayerLadder = z.infer<typeof PlayerLadderSchema>;

export const BestPlayersQuerySchema = z.strictObject({
  region: z.optional(RegionSchema),
  ...gameLanguageField,
});

/** A stored high-ranked player's games on the champion this season (Solo/Duo, remakes left out). */
export const BestPlayerSchema = z.object({
  region: RegionSchema,
  puuid: PuuidSchema,
  game_name: z.string(),
  tag_line: z.string(),
  tier: RankedTierSchema,
  league_points: CountSchema,
  games: CountSchema,
  wins: CountSchema,
  /** Percent, one decimal. */
  win_rate: PercentSchema,
  /** (kills + assists) ÷ deaths over the games, two decimals; null without deaths. */
  kda: z.nullable(z.number().check(z.minimum(0))),
});

export type BestPlayer = z.infer<typeof BestPlayerSchema>;

export const BestPlayersSchema = z.object({
  season: z.int(),
  /** The fewest games on the champion a player needs to be listed. */
  min_games: CountSchema,
  /** The newest stored game counted, as ISO time; null when no player is listed. */
  newest_game_at: z.nullable(TimestampSchema),
  /** Most games first, then win rate, then the higher LP; at most BEST_PLAYERS_LIMIT. */
  data: z.array(BestPlayerSchema),
});

export type BestPlayers = z.infer<typeof BestPlayersSchema>;

export const getLadder = defineRoute(API_ROUTES.getLadder, {
  access: 'public',
  tag: 'ladders',
  summary:
    "A page of a region's Challenger, Grandmaster and Master ladder of a queue, from stored league-v4 reads",
  params: LadderParamsSchema,
  query: LadderQuerySchema,
  status: 200,
  response: LadderSchema,
});

export const getPlayerLadder = defineRoute(API_ROUTES.getPlayerLadder, {
  access: 'public',
  tag: 'summoners',
  summary: "The player's positions on their region's apex ladders, with the counts they rest on",
  params: SummonerParamsSchema,
  status: 200,
  response: PlayerLadderSchema,
});

export const listBestPlayers = defineRoute(API_ROUTES.listBestPlayers, {
  access: 'public',
  tag: 'champions',
  summary:
    'Stored Diamond+ players with the most Solo/Duo games on a champion this season, with win rate and KDA',
  params: ChampionKeyParamsSchema,
  query: BestPlayersQuerySchema,
  status: 200,
  response: BestPlayersSchema,
});
