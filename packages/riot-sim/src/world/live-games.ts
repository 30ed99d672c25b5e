import type { Platform } from '@riftscope/riot';
import { createRng, hashOf } from '../random.ts';
import { MAX_DUOS_PER_GAME } from './duos.ts';
import type { GameData } from './game-data.ts';
import { type DraftedGame, draftGame } from './match/draft.ts';
import { gameIdAt, platformProfile } from './platforms.ts';
import type { Player } from './players.ts';

/** Players are split into layers whose game windows are staggered, so some game is always on. */
const LAYERS = 4;
const WINDOW_MS = 40 * 60_000;
/** Games per window per layer member; with ~23-minute games about 4 % of players are in one. */
const GAMES_PER_MEMBER = 0.007;

export interface LiveGame {
  gameId: number;
  platform: Platform;
  queueId: number;
  /** Epoch ms. */
  start: number;
  end: number;
  participants: readonly number[];
  draft: DraftedGame;
  encryptionKey: string;
}

export interface LiveGames {
  /** The game a player is in at `now`, or null. */
  gameOf(player: Player, now: number): LiveGame | null;
  /** Puts a player (and nine others) into a game that started a minute and a half ago. */
  force(player: Player, now: number): LiveGame;
}

const QUEUES = [420, 440, 400, 450] as const;

type Rng = ReturnType<typeof createRng>;

/** What every live game is drawn from: the world's seed, catalog and players, in layers. */
interface LiveWorld {
  seed: number;
  data: GameData;
  players: readonly Player[];
  /** By `platform:layer`, each sorted by skill. */
  layers: Map<string, Player[]>;
  /** Each window's games by `platform:layer:window`, the least recently used first. */
  cache: Map<string, LiveGame[]>;
}

function partnerOf(players: readonly Player[], p: Player): Player | undefined {
  return p.partner === null ? undefined : players[p.partner];
}

// Duo partners share a layer, so that a game of one layer can hold both.
function layerOf(seed: number, players: readonly Player[], p: Player): number {
  const partner = partnerOf(players, p);
  const key = partner && partner.index < p.index ? partner.puuid : p.puuid;
  return hashOf(seed, 'layer', key) % LAYERS;
}

/** The players of each platform and layer, each list sorted by skill. */
function layersOf(seed: number, players: readonly Player[]): Map<string, Player[]> {
  const layers = new Map<string, Player[]>();
  for (const p of players) {
    const key = `${p.platform}:${layerOf(seed, players, p)}`;
    const list = layers.get(key);
    if (list) list.push(p);
    else layers.set(key, [p]);
  }
  for (const list of layers.values()) list.sort((a, b) => a.skill - b.skill);
  return layers;
}

/** A game's roster and when it runs; `index` tells apart the games of one window. */
interface GamePlan {
  roster: Player[];
  queueId: number;
  start: number;
  end: number;
  index: number;
}

function makeGame(rng: Rng, data: GameData, plan: GamePlan): LiveGame {
  const { roster, queueId, start, end, index } = plan;
  const first = roster[0];
  if (!first) throw new Error('empty roster');
  const profile = platformProfile(first.platform);
  let key = '';
  for (let i = 0; i < 32; i++)
    key += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charAt(
      rng.int(0, 63),
    );
  return {
    gameId: gameIdAt(profile, start) + index,
    platform: first.platform,
    queueId,
    start,
    end,
    participants: roster.map((p) => p.index),
    draft: draftGame(rng, data, queueId, roster),
    encryptionKey: key,
  };
}

/** Where a roster is picked from: skill-sorted members, the anchor's place, who is taken. */
interface RosterPool {
  members: Player[];
  anchorAt: number;
  used: Set<number>;
}

/** Ten players of a queue around the anchor, partners together; null when they do not fill. */
function fillRoster(players: readonly Player[], pool: RosterPool, queue: number): Player[] | null {
  const { members, anchorAt, used } = pool;
  const anchor = members[anchorAt];
  if (!anchor) return null;
  const chosen: Player[] = [];
  let duos = 0;
  const canPlay = (p: Player) =>
    !used.has(p.index) && !chosen.includes(p) && (p.queueWeights[queue] ?? 0) > 0;
  const admit = (p: Player) => {
    const partner = partnerOf(players, p);
    if (partner && canPlay(partner)) {
      if (chosen.length > 8 || duos >= MAX_DUOS_PER_GAME) return;
      chosen.push(p, partner);
      duos++;
    } else chosen.push(p);
  };
  admit(anchor);
  for (let d = 1; chosen.length < 10 && (anchorAt - d >= 0 || anchorAt + d < members.length); d++) {
    for (const j of [anchorAt - d, anchorAt + d]) {
      const p = members[j];
      if (p && chosen.length < 10 && canPlay(p)) admit(p);
    }
  }
  return chosen.length === 10 ? chosen : null;
}

/**
 * Picks a queue and nine others near the anchor's skill from the unused members. A player who
 * comes in brings a duo partner who is free and can play the queue; a player whose partner
 * would not fit (no room, or a fifth duo) is passed over, so partners are never apart. The
 * anchor's queue is one its free partner can play too.
 */
function pickRoster(
  rng: Rng,
  players: readonly Player[],
  pool: RosterPool,
): { queueId: number; roster: Player[] } | null {
  const anchor = pool.members[pool.anchorAt];
  if (!anchor) return null;
  const isFree = (p: Player) => !pool.used.has(p.index);
  const anchorPartner = partnerOf(players, anchor);
  const queueId: number = rng.weighted(
    QUEUES,
    QUEUES.map((q) =>
      anchorPartner && isFree(anchorPartner) && (anchorPartner.queueWeights[q] ?? 0) <= 0
        ? 0
        : (anchor.queueWeights[q] ?? 0),
    ),
  );
  for (const queue of [queueId, 400]) {
    const roster = fillRoster(players, pool, queue);
    if (roster) return { queueId: queue, roster };
  }
  return null;
}

/** The games of one layer's window on a platform, drawn from the seed. */
function drawWindowGames(
  world: LiveWorld,
  slot: { platform: Platform; layer: number; window: number },
): LiveGame[] {
  const { platform, layer, window } = slot;
  const members = world.layers.get(`${platform}:${layer}`) ?? [];
  const rng = createRng(world.seed, 'live', platform, layer, window);
  const expected = members.length * GAMES_PER_MEMBER;
  const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
  const used = new Set<number>();
  const games: LiveGame[] = [];
  const windowStart = window * WINDOW_MS + (layer * WINDOW_MS) / LAYERS;
  for (let g = 0; g < count && members.length >= 10; g++) {
    const anchorAt = rng.int(0, members.length - 1);
    if (used.has(members[anchorAt]?.index ?? -1)) continue;
    const picked = pickRoster(rng, world.players, { members, anchorAt, used });
    if (!picked) continue;
    for (const p of picked.roster) used.add(p.index);
    const length = rng.int(16 * 60_000, 30 * 60_000);
    const start = windowStart + rng.int(0, WINDOW_MS - length - 60_000);
    games.push(makeGame(rng, world.data, { ...picked, start, end: start + length, index: g }));
  }
  return games;
}

/** A window's games, from the cache when drawn lately. */
function windowGames(
  world: LiveWorld,
  slot: { platform: Platform; layer: number; window: number },
): LiveGame[] {
  const { cache } = world;
  const key = `${slot.platform}:${slot.layer}:${slot.window}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const games = drawWindowGames(world, slot);
  cache.set(key, games);
  if (cache.size > 512) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return games;
}

/** Live games for every player at any time, from the seed; plus forced ones for tests. */
export function createLiveGames(
  seed: number,
  data: GameData,
  players: readonly Player[],
): LiveGames {
  const world: LiveWorld = {
    seed,
    data,
    players,
    layers: layersOf(seed, players),
    cache: new Map(),
  };
  const forced = new Map<number, LiveGame>();

  return {
    gameOf(player, now) {
      const pinned = forced.get(player.index);
      if (pinned && pinned.start <= now && now < pinned.end) return pinned;
      const layer = layerOf(seed, players, player);
      const window = Math.floor((now - (layer * WINDOW_MS) / LAYERS) / WINDOW_MS);
      const game = windowGames(world, { platform: player.platform, layer, window }).find((g) =>
        g.participants.includes(player.index),
      );
      return game && game.start <= now && now < game.end ? game : null;
    },
    force(player, now) {
      const current = forced.get(player.index);
      if (current && current.start <= now && now < current.end) return current;
      const members = players
        .filter((p) => p.platform === player.platform)
        .sort((a, b) => a.skill - b.skill);
      const rng = createRng(seed, 'forced', player.puuid, now);
      const anchorAt = members.indexOf(player);
      const picked = pickRoster(rng, players, { members, anchorAt, used: new Set() });
      if (!picked) throw new Error(`too few players on ${player.platform} for a game`);
      const start = now - 90_000;
      const game = makeGame(rng, data, { ...picked, start, end: start + 25 * 60_000, index: 7 });
      for (const p of picked.roster) forced.set(p.index, game);
      return game;
    },
  };
}

/** The spectator-v5 CurrentGameInfo of a live game at `now`. */
export function currentGameInfo(game: LiveGame, now: number) {
  const profile = platformProfile(game.platform);
  const isAram = game.queueId === 450;
  return {
    gameId: game.gameId,
    mapId: isAram ? 12 : 11,
    gameMode: isAram ? 'ARAM' : 'CLASSIC',
    gameType: 'MATCHED',
    gameQueueConfigId: game.queueId,
    participants: game.draft.picks.map((pick) => ({
      puuid: pick.player.puuid,
      teamId: pick.teamId,
      spell1Id: pick.spells[0],
      spell2Id: pick.spells[1],
      championId: pick.champion.key,
      profileIconId: pick.player.profileIconId,
      riotId: `${pick.player.gameName}#${pick.player.tagLine}`,
      bot: false,
      gameCustomizationObjects: [],
      perks: {
        perkIds: [
          ...pick.runes.primary,
          ...pick.runes.sub,
          pick.runes.shards.offense,
          pick.runes.shards.flex,
          pick.runes.shards.defense,
        ],
        perkStyle: pick.runes.primaryStyle,
        perkSubStyle: pick.runes.subStyle,
      },
    })),
    observers: { encryptionKey: game.encryptionKey },
    platformId: profile.platformId,
    bannedChampions: game.draft.bans.map((b) => ({
      championId: b.championId,
      teamId: b.teamId,
      pickTurn: b.pickTurn,
    })),
    gameStartTime: game.start,
    gameLength: Math.max(0, Math.floor((now - game.start) / 1000)),
  };
}
