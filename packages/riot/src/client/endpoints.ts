import { z } from 'zod';
import {
  AccountDtoSchema,
  ChampionMasteryDtoSchema,
  CurrentGameInfoDtoSchema,
  LeagueEntriesPageSchema,
  LeagueEntryDtoSchema,
  LeagueListDtoSchema,
  MatchDtoSchema,
  MatchIdsSchema,
  SummonerDtoSchema,
  TimelineDtoSchema,
} from '../schemas/index.ts';

/** Which routing value a method is called on. */
export type RoutingKind = 'platform' | 'regional' | 'account';

export interface Endpoint<S extends z.ZodType = z.ZodType> {
  /** Riot's method id; also the method rate-limit bucket. */
  id: string;
  routing: RoutingKind;
  schema: S;
  /** A 404 is an answer (no such player, not in game), returned as null. */
  isNullOn404: boolean;
}

const endpoint = <S extends z.ZodType>(
  id: string,
  routing: RoutingKind,
  schema: S,
  isNullOn404 = true,
): Endpoint<S> => ({ id, routing, schema, isNullOn404 });

/** The Riot methods the site uses. https://developer.riotgames.com/apis */
export const ENDPOINTS = {
  accountByRiotId: endpoint('account-v1.getByRiotId', 'account', AccountDtoSchema),
  accountByPuuid: endpoint('account-v1.getByPuuid', 'account', AccountDtoSchema),
  summonerByPuuid: endpoint('summoner-v4.getByPUUID', 'platform', SummonerDtoSchema),
  leagueEntriesByPuuid: endpoint(
    'league-v4.getLeagueEntriesByPUUID',
    'platform',
    z.array(LeagueEntryDtoSchema),
    false,
  ),
  leagueEntries: endpoint('league-v4.getLeagueEntries', 'platform', LeagueEntriesPageSchema, false),
  challengerLeague: endpoint(
    'league-v4.getChallengerLeague',
    'platform',
    LeagueListDtoSchema,
    false,
  ),
  grandmasterLeague: endpoint(
    'league-v4.getGrandmasterLeague',
    'platform',
    LeagueListDtoSchema,
    false,
  ),
  masterLeague: endpoint('league-v4.getMasterLeague', 'platform', LeagueListDtoSchema, false),
  matchIdsByPuuid: endpoint('match-v5.getMatchIdsByPUUID', 'regional', MatchIdsSchema, false),
  match: endpoint('match-v5.getMatch', 'regional', MatchDtoSchema),
  timeline: endpoint('match-v5.getTimeline', 'regional', TimelineDtoSchema),
  activeGame: endpoint(
    'spectator-v5.getCurrentGameInfoByPuuid',
    'platform',
    CurrentGameInfoDtoSchema,
  ),
  topMasteries: endpoint(
    'champion-mastery-v4.getTopChampionMasteriesByPUUID',
    'platform',
    z.array(ChampionMasteryDtoSchema),
    false,
  ),
  masteries: endpoint(
    'champion-mastery-v4.getAllChampionMasteriesByPUUID',
    'platform',
    z.array(ChampionMasteryDtoSchema),
    false,
  ),
} as const;
