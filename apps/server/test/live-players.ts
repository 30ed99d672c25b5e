import { type CallOptions, RiotApiError } from '@riftscope/riot';
import type { CurrentGameInfoDto } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { vi } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The simulator's names of the Riot methods a live answer calls. */
export const SPECTATOR = 'spectator-v5.getCurrentGameInfoByPuuid';
export const LEAGUE = 'league-v4.getLeagueEntriesByPUUID';
export const MASTERY = 'champion-mastery-v4.getAllChampionMasteriesByPUUID';

/** A game the simulator forced, as spectator-v5 answers it. */
export type ForcedGame = ReturnType<TestApp['sim']['forceLiveGame']>;

/** Hands out the simulator's players so that no two tests of an app share one. */
export function playersOf(t: TestApp) {
  const used = new Set<string>();
  /** A euw1 player in no game now, not used by another test (answers are cached a minute). */
  const idlePlayer = (): Player => {
    const player = t.sim.world.players.find(
      (p) =>
        p.platform === 'euw1' && !used.has(p.puuid) && t.sim.world.liveGame(p, Date.now()) === null,
    );
    if (!player) throw new Error('no idle player left');
    used.add(player.puuid);
    return player;
  };
  /**
   * An idle player put into a new game whose nine others are new to this file too (the
   * simulator builds a roster from the players nearest in skill, who may be taken already), of
   * one of `queueIds` when given.
   */
  const playerInNewGame = (queueIds?: readonly number[]) => {
    for (;;) {
      const player = idlePlayer();
      const game = t.sim.forceLiveGame(player.puuid);
      const isFresh = game.participants.every(
        (p) => p.puuid === player.puuid || !used.has(p.puuid),
      );
      if (isFresh && (!queueIds || queueIds.includes(game.gameQueueConfigId))) {
        for (const p of game.participants) used.add(p.puuid);
        return { player, game };
      }
      // A game passed over is never viewed: its other players stay new to the app (only the
      // player put into it is taken), so the file does not run out of idle players.
    }
  };
  return { idlePlayer, playerInNewGame };
}

/** `GET …/live-status` of a player. */
export const statusOf = (t: TestApp, p: Pick<Player, 'puuid' | 'platform'>) =>
  t.request({
    method: 'GET',
    url: `/api/summoners/${encodeURIComponent(p.puuid)}/${p.platform}/live-status`,
  });

/** `GET …/live` of a player. */
export const liveGameOf = (t: TestApp, p: Pick<Player, 'platform' | 'gameName' | 'tagLine'>) =>
  t.request({
    method: 'GET',
    url: `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/live`,
  });

/** A Riot call the app made, with the PUUID it was about and the priority it was asked at. */
export interface RecordedCall {
  method: 'league' | 'mastery' | 'spectator';
  puuid: string;
  priority: CallOptions['priority'];
}

/** What the Riot client throws when Riot stays unavailable after its retries. */
const unavailable = (endpoint: string) =>
  new RiotApiError({ kind: 'http', endpoint, status: 503, message: 'Service Unavailable' });

/**
 * Records the app's league, mastery and spectator calls (they still go to the simulator), lets
 * a test change what spectator-v5 answers for a PUUID (`spectate`: null is Riot's 404) and make
 * the league and mastery calls about a PUUID fail (`failing`). `restore()` puts the client back.
 */
export function watchRiotCalls(t: TestApp) {
  const client = t.riot.client;
  const calls: RecordedCall[] = [];
  const spectate = new Map<
    string,
    (game: CurrentGameInfoDto | null) => CurrentGameInfoDto | null
  >();
  const failing = new Set<string>();
  const league = client.league.entriesByPuuid;
  const mastery = client.mastery.all;
  const spectator = client.spectator.activeGame;
  const spies = [
    vi.spyOn(client.league, 'entriesByPuuid').mockImplementation((region, puuid, o) => {
      calls.push({ method: 'league', puuid, priority: o?.priority });
      if (failing.has(puuid)) return Promise.reject(unavailable(LEAGUE));
      return league(region, puuid, o);
    }),
    vi.spyOn(client.mastery, 'all').mockImplementation((region, puuid, o) => {
      calls.push({ method: 'mastery', puuid, priority: o?.priority });
      if (failing.has(puuid)) return Promise.reject(unavailable(MASTERY));
      return mastery(region, puuid, o);
    }),
    vi.spyOn(client.spectator, 'activeGame').mockImplementation(async (region, puuid, o) => {
      calls.push({ method: 'spectator', puuid, priority: o?.priority });
      const answer = await spectator(region, puuid, o);
      const change = spectate.get(puuid);
      return change ? change(answer) : answer;
    }),
  ];
  return {
    calls,
    spectate,
    failing,
    of: (method: RecordedCall['method']) => calls.filter((c) => c.method === method),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
