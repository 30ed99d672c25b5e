import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  GameLanguageQuerySchema,
  gameLanguageField,
  PageSchema,
  pageOf,
  RegionSchema,
  TimestampSchema,
} from './common.schema.ts';
import {
  CountSchema,
  EpochMsSchema,
  NamedImageSchema,
  PercentSchema,
  PuuidSchema,
  RiotPuuidSchema,
  RuneSchema,
  TeamIdSchema,
} from './game.schema.ts';
import { LP_CHANGE_KINDS } from './lp-per-game.ts';
import { MasteryBriefSchema } from './mastery-brief.schema.ts';
import { AverageRankSchema } from './match-ranks.schema.ts';
import {
  InventoryItemSchema,
  MatchPreviewPlayerSchema,
  PlayerMatchStatsSchema,
  RunePageSchema,
} from './matches.schema.ts';
import { PLAYER_ROLES } from './player-stats.ts';
import { QUEUE_FILTERS } from './queues.ts';
import { GAME_NAME_LENGTH, hasControlCharacter, riotIdLength, TAG_LINE_LENGTH } from './riot-id.ts';
import { defineRoute } from './route.ts';
import { PlayerNoteSchema, RankedFormSchema } from './scouting.schema.ts';
import {
  FLEX_QUEUE,
  MATCH_PAGE_SIZE,
  MATCH_PAGE_SIZE_MAX,
  RANKED_DIVISIONS,
  RANKED_TIERS,
  SEARCH_QUERY_MAX,
  SOLO_QUEUE,
  UPDATE_STATUSES,
} from './summoners.ts';

export const GameNameSchema = z.string().check(
  z.trim(),
  z.refine(
    (s) => riotIdLength(s) >= GAME_NAME_LENGTH.min && riotIdLength(s) <= GAME_NAME_LENGTH.max,
    {
      message: `Game name must be ${GAME_NAME_LENGTH.min}–${GAME_NAME_LENGTH.max} characters`,
    },
  ),
  z.refine((s) => !s.includes('#'), { message: 'Game name cannot contain #' }),
  z.refine((s) => !hasControlCharacter(s), {
    message: 'Game name cannot contain control characters',
  }),
);

export const TagLineSchema = z.string().check(
  z.trim(),
  z.refine(
    (s) => riotIdLength(s) >= TAG_LINE_LENGTH.min && riotIdLength(s) <= TAG_LINE_LENGTH.max,
    {
      message: `Tag line must be ${TAG_LINE_LENGTH.min}–${TAG_LINE_LENGTH.max} characters`,
    },
  ),
  z.refine((s) => !s.includes('#') && !/\s/.test(s) && !hasControlCharacter(s), {
    message: 'Tag line cannot contain #, spaces or control characters',
  }),
);

/** A queue tab (queues.ts); anything else is answered 422 naming the allowed values. */
export const QueueFilterSchema = z.enum(QUEUE_FILTERS);

export const RankedTierSchema = z.enum(RANKED_TIERS);

export const RankedDivisionSchema = z.enum(RANKED_DIVISIONS);

export const RankedQueueSchema = z.enum([SOLO_QUEUE, FLEX_QUEUE]);

/** One ranked queue standing (field names as docs/product.md, Entities spells them). */
export const RankedEntrySchema = z.object({
  queue_type: RankedQueueSchema,
  tier: RankedTierSchema,
  rank: RankedDivisionSchema,
  leaguePoints: CountSchema,
  wins: CountSchema,
  losses: CountSchema,
});

export type RankedEntry = z.infer<typeof RankedEntrySchema>;

/** Always `[solo, flex]`, each null when unranked in that queue (docs/product.md, Entities). */
export const RankedPairSchema = z.tuple([
  z.nullable(z.extend(RankedEntrySchema, { queue_type: z.literal(SOLO_QUEUE) })),
  z.nullable(z.extend(RankedEntrySchema, { queue_type: z.literal(FLEX_QUEUE) })),
]);

export type RankedPair = z.infer<typeof RankedPairSchema>;

/** Ranked Solo/Duo standing as last stored, for lists of players; null when unranked there. */
export const SoloRankSchema = z.nullable(
  z.object({ tier: RankedTierSchema, rank: RankedDivisionSchema, league_points: CountSchema }),
);

export type SoloRank = z.infer<typeof SoloRankSchema>;

/** Path parameters of a player: `/:gameName/:tagLine/:region` or `/:region/:gameName/:tagLine`. */
export const SummonerParamsSchema = z.object({
  gameName: GameNameSchema,
  tagLine: TagLineSchema,
  region: RegionSchema,
});

export const SummonerSearchQuerySchema = z.strictObject({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_QUERY_MAX)),
});

export const SummonerSearchResultSchema = z.object({
  id: z.int(),
  game_name: z.string(),
  tag_line: z.string(),
  region: RegionSchema,
  profile_icon_id: z.int(),
  /**
   * Null when we hold no profile of the player (seen only in other players' matches): their
   * level and rank are not known, and `solo_rank` is null then too.
   */
  summoner_level: z.nullable(CountSchema),
  solo_rank: SoloRankSchema,
  /** Start of the newest stored match the player played; null when none is stored. */
  last_seen_at: z.nullable(EpochMsSchema),
});

export type SummonerSearchResult = z.infer<typeof SummonerSearchResultSchema>;

export const SummonerSearchResponseSchema = z.object({
  data: z.array(SummonerSearchResultSchema),
});

export const ExamplePlayerSchema = z.object({
  region: RegionSchema,
  game_name: z.string(),
  tag_line: z.string(),
});

export type ExamplePlayer = z.infer<typeof ExamplePlayerSchema>;

/**
 * The home page's example players, at most one for each of EXAMPLE_PLAYER_REGIONS in that
 * order: the configured ones, otherwise the highest-ranked player stored in the region; a region
 * with neither has none.
 */
export const ExamplePlayersSchema = z.object({ data: z.array(ExamplePlayerSchema) });

export type ExamplePlayers = z.infer<typeof ExamplePlayersSchema>;

export const RiotAccountSchema = z.object({
  puuid: PuuidSchema,
  region: RegionSchema,
  game_name: z.string(),
  tag_line: z.string(),
});

export const SummonerSchema = z.object({
  id: z.int(),
  puuid: PuuidSchema,
  region: RegionSchema,
  /** The game name (Riot retired separate summoner names). */
  name: z.string(),
  profile_icon_id: z.int(),
  summoner_level: CountSchema,
  summoner: RiotAccountSchema,
  ranked: RankedPairSchema,
  /** When the stored data was last refreshed from Riot; null before the first fetch completes. */
  updated_at: z.nullable(TimestampSchema),
  /** When Update may next be used; null when it may be used now. */
  next_update_at: z.nullable(TimestampSchema),
  /**
   * The stored data was older than the refresh age, so a refresh from Riot has begun in the
   * background: poll the Update status until it is done, then ask again.
   */
  is_refreshing: z.boolean(),
});

export type Summoner = z.infer<typeof SummonerSchema>;

export const SummonerMatchesParamsSchema = z.object({
  gameName: GameNameSchema,
  tagLine: TagLineSchema,
});

export const SummonerMatchesQuerySchema = z.strictObject({
  page: PageSchema,
  perPage: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MATCH_PAGE_SIZE_MAX)),
    MATCH_PAGE_SIZE,
  ),
  region: z.optional(RegionSchema),
  /** The queue tab: every queue, or one group of queues.ts. */
  queue: z._default(QueueFilterSchema, 'all'),
  ...gameLanguageField,
});

export const MatchSummarySchema = z.object({
  match_id: z.string(),
  queue_id: z.int(),
  queue_type: z.string(),
  game_mode: z.string(),
  /** Riot's map id, which names a queue the catalogue does not know (queues.ts). */
  map_id: CountSchema,
  /** Seconds. */
  game_duration: CountSchema,
  game_creation: EpochMsSchema,
});

export type MatchSummary = z.infer<typeof MatchSummarySchema>;

/** What a ranked game did to the player's standing (lp-per-game.ts, docs/player-page.md). */
export const LpChangeSchema = z.object({
  /** `lp` within a division, `promoted`/`demoted` across one, `placement` the season's last. */
  kind: z.enum(LP_CHANGE_KINDS),
  /** The change on the continuous scale (rank-scale.ts); null for a placement. */
  lp: z.nullable(z.int()),
  /** The entry seen after the game, and when. */
  tier: RankedTierSchema,
  rank: RankedDivisionSchema,
  league_points: CountSchema,
  seen_at: TimestampSchema,
});

export type LpChangeAnswer = z.infer<typeof LpChangeSchema>;

/** One match of the viewed player, from that player's side. */
export const MatchListItemSchema = z.object({
  ...PlayerMatchStatsSchema.shape,
  match_id: z.string(),
  win: z.boolean(),
  /** An early surrender or remake: no win and no loss, left out of every statistic (docs/performance-score.md). */
  is_remake: z.boolean(),
  champion_name: z.string(),
  champ_level: CountSchema,
  kills: CountSchema,
  deaths: CountSchema,
  assists: CountSchema,
  total_minions_killed: CountSchema,
  champion: NamedImageSchema,
  spell1: NamedImageSchema,
  spell2: NamedImageSchema,
  main_rune: RuneSchema,
  sub_rune: RuneSchema,
  items: z.array(InventoryItemSchema),
  match: MatchSummarySchema,
  /** Every player of the match (10, or 16 in Arena) in participant order. */
  participants_preview: z.array(MatchPreviewPlayerSchema),
  /**
   * The game's average Solo/Duo tier from the ranks we hold of its players; left out when fewer
   * than AVERAGE_RANK_MIN_PLAYERS (match-ranks.ts) are ranked.
   */
  average_rank: z.optional(AverageRankSchema),
  /**
   * A ranked game's LP change, when the player's rank snapshots prove it; null when they do
   * not (docs/player-page.md, LP per game). Absent from answers of other queues.
   */
  lp_change: z.optional(z.nullable(LpChangeSchema)),
});

export type MatchListItem = z.infer<typeof MatchListItemSchema>;

/** `last_page > current_page` while more matches may exist at Riot (docs/product.md, API). */
export const MatchListPageSchema = pageOf(MatchListItemSchema);

export type MatchListPage = z.infer<typeof MatchListPageSchema>;

export const UpdateResponseSchema = z.object({
  status: z.enum(UPDATE_STATUSES),
  next_update_at: TimestampSchema,
  /** Matches the finished refresh stored that were not stored before; null until it is done. */
  new_matches: z.nullable(CountSchema),
});

export type UpdateResponse = z.infer<typeof UpdateResponseSchema>;

/** The PUUID is asked of spectator-v5, so only Riot's form is taken (RiotPuuidSchema). */
export const LiveStatusParamsSchema = z.object({ puuid: RiotPuuidSchema, region: RegionSchema });

export const LiveStatusSchema = z.object({ in_game: z.boolean() });

export const TopChampionSchema = z.object({
  champion_id: z.int(),
  champion_name: z.string(),
  image_url: z.nullable(z.string()),
  games: CountSchema,
  wins: CountSchema,
  /** Percent; 0 when there are no games (docs/product.md, Entities). */
  win_rate: PercentSchema,
  avg_kills: z.number().check(z.minimum(0)),
  avg_deaths: z.number().check(z.minimum(0)),
  avg_assists: z.number().check(z.minimum(0)),
});

export type TopChampion = z.infer<typeof TopChampionSchema>;

/**
 * The player's most played champions and what they count: every queue of one ranked season, the
 * latest the player has stored games in (seasons.ts), remakes left out.
 */
export const TopChampionsSchema = z.object({
  queue: QueueFilterSchema,
  season: z.int(),
  /**
   * Older games of that season are being fetched from Riot now: the list will count them once
   * they are stored, and asking again shows it (docs/player-page.md).
   */
  is_importing: z.boolean(),
  data: z.array(TopChampionSchema),
});

export type TopChampions = z.infer<typeof TopChampionsSchema>;

/** A frequent teammate. */
export const FriendSchema = z.object({
  puuid: PuuidSchema,
  region: RegionSchema,
  game_name: z.string(),
  tag_line: z.string(),
  /** Profile icon URL. */
  image_url: z.string(),
  games_together: CountSchema,
  wins_together: CountSchema,
  /** Percent. */
  winrate: PercentSchema,
});

export type Friend = z.infer<typeof FriendSchema>;

export const LivePlayerSchema = z.object({
  /** Null for bots, which spectator-v5 lists without a PUUID. */
  puuid: z.nullable(PuuidSchema),
  riot_id: z.string(),
  team_id: TeamIdSchema,
  champion: NamedImageSchema,
  spell1: NamedImageSchema,
  spell2: NamedImageSchema,
  main_rune: RuneSchema,
  sub_rune: RuneSchema,
  /** The whole rune page (keystone, runes, shards); null when spectator-v5 sent none. */
  runes: z.nullable(RunePageSchema),
  /**
   * The role inferred for the player (lane-roles.ts, docs/player-page.md, Lanes face to face);
   * null when the game's roles are not inferred (see LiveGame's `roles_inferred`).
   */
  role: z.nullable(z.enum(PLAYER_ROLES)),
  /** Null for bots. */
  summoner: z.nullable(
    z.object({
      region: RegionSchema,
      game_name: z.string(),
      tag_line: z.string(),
      /** Solo-queue standing, else flex, else null (unranked). */
      rank: z.nullable(RankedEntrySchema),
      /**
       * The player's stored games this season (seasons.ts) on the champion they are playing,
       * every queue, remakes left out: a sample of what RiftScope has stored, not their whole
       * history. Zero games when none is stored.
       */
      champion_games: z.object({
        season: z.int(),
        games: CountSchema,
        wins: CountSchema,
        /** Percent, one decimal; 0 without games. */
        win_rate: PercentSchema,
        /** (kills + assists) / deaths over those games, two decimals; null without deaths. */
        kda: z.nullable(z.number().check(z.minimum(0))),
      }),
      /** Recent form in the game's ranked queue (Flex for a Flex game, else Solo/Duo). */
      form: RankedFormSchema,
      /** Player notes (player-notes.ts), each with its evidence; empty when no rule is met. */
      notes: z.array(PlayerNoteSchema),
      /**
       * Players of one team who were on the same team in at least PREMADE_MIN_GAMES of their
       * recent stored games share a number (1, 2… per game); null when none was found.
       */
      premade: z.nullable(z.int().check(z.positive())),
      /**
       * The player's mastery of the champion they are playing from a read within a day (a player
       * without one is read from Riot once, at low priority, and stored); absent when they have no
       * points on it or Riot could not be asked.
       */
      mastery: z.optional(MasteryBriefSchema),
    }),
  ),
});

export type LivePlayer = z.infer<typeof LivePlayerSchema>;

/** A champion banned in champion select; `champion` is null for a skipped ban. */
export const LiveBanSchema = z.object({
  team_id: TeamIdSchema,
  pick_turn: z.int(),
  champion: z.nullable(z.extend(NamedImageSchema, { id: z.int() })),
});

export type LiveBan = z.infer<typeof LiveBanSchema>;

export const LiveGameSchema = z.object({
  game_id: z.int(),
  /** Riot sends 0 while the game is still on the loading screen. */
  game_start_time: EpochMsSchema,
  queue_id: z.int(),
  queue_type: z.string(),
  game_mode: z.string(),
  /**
   * Each team's players carry an inferred `role` and are listed in lane order (top, jungle,
   * middle, bottom, support): true for teams of five on Summoner's Rift, else players keep
   * Riot's order and have no role.
   */
  roles_inferred: z.boolean(),
  blue_team: z.array(LivePlayerSchema),
  red_team: z.array(LivePlayerSchema),
  /** In pick-turn order; empty in modes without bans. */
  bans: z.array(LiveBanSchema),
});

export type LiveGame = z.infer<typeof LiveGameSchema>;

export const searchSummoners = defineRoute(API_ROUTES.searchSummoners, {
  access: 'public',
  tag: 'summoners',
  summary: 'Known players whose Riot ID starts with the query (search suggestions)',
  query: SummonerSearchQuerySchema,
  status: 200,
  response: SummonerSearchResponseSchema,
});

export const listExamplePlayers = defineRoute(API_ROUTES.listExamplePlayers, {
  access: 'public',
  tag: 'summoners',
  summary:
    "The home page's example players: configured, or the highest-ranked stored player of each region",
  status: 200,
  response: ExamplePlayersSchema,
});

export const getSummoner = defineRoute(API_ROUTES.getSummoner, {
  access: 'public',
  tag: 'summoners',
  summary: 'A player by Riot ID and region, with ranked standing; fetched from Riot when unknown',
  params: SummonerParamsSchema,
  status: 200,
  response: SummonerSchema,
});

export const listSummonerMatches = defineRoute(API_ROUTES.listSummonerMatches, {
  access: 'public',
  tag: 'summoners',
  summary: "A page of the player's matches, newest first",
  params: SummonerMatchesParamsSchema,
  query: SummonerMatchesQuerySchema,
  status: 200,
  response: MatchListPageSchema,
});

export const updateSummoner = defineRoute(API_ROUTES.updateSummoner, {
  access: 'public',
  tag: 'summoners',
  summary:
    "Fetch what is new for the player from Riot: 'done' when fetched before answering, 'queued' when a worker fetches it (poll the status); 429 with Retry-After during the cooldown",
  params: SummonerParamsSchema,
  status: 202,
  response: UpdateResponseSchema,
});

export const getUpdateStatus = defineRoute(API_ROUTES.getUpdateStatus, {
  access: 'public',
  tag: 'summoners',
  summary: "Where the player's latest Update stands ('done' when none is pending)",
  params: SummonerParamsSchema,
  status: 200,
  response: UpdateResponseSchema,
});

export const getLiveStatus = defineRoute(API_ROUTES.getLiveStatus, {
  access: 'public',
  tag: 'summoners',
  summary: 'Whether the player is in a game right now',
  params: LiveStatusParamsSchema,
  status: 200,
  response: LiveStatusSchema,
});

/** The original list: the panel's champions without what they count (docs/product.md, Entities). */
export const listTopChampions = defineRoute(API_ROUTES.listTopChampions, {
  access: 'public',
  tag: 'summoners',
  summary: "The player's most played champions of the season in stored matches",
  params: SummonerParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: z.array(TopChampionSchema),
});

/** The player page's top champions panel: the same list, with its scope and import state. */
export const getTopChampionsPanel = defineRoute(API_ROUTES.getTopChampionsPanel, {
  access: 'public',
  tag: 'summoners',
  summary:
    "The player's most played champions of the season, what they count and whether older games are being imported",
  params: SummonerParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: TopChampionsSchema,
});

export const listFriends = defineRoute(API_ROUTES.listFriends, {
  access: 'public',
  tag: 'summoners',
  summary: "Players most often on the player's team in stored matches",
  params: SummonerParamsSchema,
  status: 200,
  response: z.array(FriendSchema),
});

export const getLiveGame = defineRoute(API_ROUTES.getLiveGame, {
  access: 'public',
  tag: 'summoners',
  summary: "The player's current game; 404 when not in a game",
  params: SummonerParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: LiveGameSchema,
});
