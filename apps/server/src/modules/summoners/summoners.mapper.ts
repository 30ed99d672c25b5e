import {
  type MatchListItem,
  RankedDivisionSchema,
  RankedEntrySchema,
  type RankedPair,
  RankedTierSchema,
  type Region,
  type SoloRank,
  type Summoner,
} from '@riftscope/contracts';
import {
  type PreviewRow,
  toMatchPreviewPlayer,
  toPlayerMatchStats,
} from '../matches/matches.mapper.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { ParticipantRow } from '../riot-data/match-rows.ts';
import type { RankedRow, SummonerRow } from '../riot-data/player-rows.ts';

/** The stored Solo/Duo columns of a list of players (`soloEntry`), when they name a standing. */
export function toSoloRank(row: {
  soloTier: string | null;
  soloRank: string | null;
  soloLeaguePoints: number | null;
}): SoloRank {
  const tier = RankedTierSchema.safeParse(row.soloTier);
  const rank = RankedDivisionSchema.safeParse(row.soloRank);
  if (!tier.success || !rank.success || row.soloLeaguePoints === null) return null;
  return { tier: tier.data, rank: rank.data, league_points: row.soloLeaguePoints };
}

/** `[solo, flex]`, each null when unranked in that queue (docs/product.md, Entities). */
export function toRankedPair(rows: readonly RankedRow[]): RankedPair {
  const entry = (queueType: string) => {
    const row = rows.find((r) => r.queueType === queueType);
    const parsed = RankedEntrySchema.safeParse(
      row && {
        queue_type: row.queueType,
        tier: row.tier,
        rank: row.rank,
        leaguePoints: row.leaguePoints,
        wins: row.wins,
        losses: row.losses,
      },
    );
    return parsed.success ? parsed.data : null;
  };
  return [entry('RANKED_SOLO_5x5'), entry('RANKED_FLEX_SR')] as RankedPair;
}

/** `isRefreshing`: a background refresh of the stale stored data is under way. */
export function toSummoner(
  row: SummonerRow,
  ranked: readonly RankedRow[],
  nextUpdateAt: Date | null,
  isRefreshing: boolean,
): Summoner {
  const region = row.region as Region;
  return {
    id: row.id,
    puuid: row.puuid,
    region,
    name: row.gameName,
    profile_icon_id: row.profileIconId,
    summoner_level: row.summonerLevel,
    summoner: { puuid: row.puuid, region, game_name: row.gameName, tag_line: row.tagLine },
    ranked: toRankedPair(ranked),
    updated_at: row.fetchedAt?.toISOString() ?? null,
    next_update_at: nextUpdateAt?.toISOString() ?? null,
    is_refreshing: isRefreshing,
  };
}

/** One match of the player's list; `players` are every player of that match, in participant order. */
export function toMatchListItem(
  row: {
    participant: ParticipantRow;
    gameMode: string;
    gameDuration: number;
    mapId: number | null;
  },
  players: readonly PreviewRow[],
  game: GameDataMapper,
): MatchListItem {
  const p = row.participant;
  const champion = game.champion(p.championId, p.championName);
  return {
    ...toPlayerMatchStats(p),
    match_id: p.matchId,
    win: p.win,
    is_remake: p.isRemake ?? false,
    // The name in the answer's language, as on the champion itself.
    champion_name: champion.name,
    champ_level: p.champLevel,
    kills: p.kills,
    deaths: p.deaths,
    assists: p.assists,
    total_minions_killed: p.creepScore,
    champion,
    spell1: game.spell(p.summoner1Id),
    spell2: game.spell(p.summoner2Id),
    main_rune: game.rune(p.keystoneId),
    sub_rune: game.rune(p.subStyleId),
    items: game.inventory(p.items),
    match: {
      match_id: p.matchId,
      queue_id: p.queueId,
      queue_type: game.queueType(p.queueId),
      game_mode: row.gameMode,
      map_id: row.mapId ?? 0,
      game_duration: row.gameDuration,
      game_creation: p.gameCreation,
    },
    participants_preview: players.map((player) => toMatchPreviewPlayer(player, game)),
  };
}
