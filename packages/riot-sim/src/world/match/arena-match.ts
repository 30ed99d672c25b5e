import type { ChampionData } from '@riftscope/riot/ddragon';
import { clamp, createRng, type Rng } from '../../random.ts';
import { ARENA_DUOS } from '../arena.ts';
import type { BuildKind, GameData } from '../game-data.ts';
import type { Player } from '../players.ts';
import type { MatchHeader } from '../schedule.ts';
import { ARENA_SPELLS, ARENA_TRINKET, type ArenaCatalog } from './arena-catalog.ts';
import type { DamageTotals } from './types.ts';

/*
 * An Arena match played out from its header's seed. The header holds eight duos (participants
 * 2k and 2k + 1). Each duo's performance is its players' mean hidden skill, plus its champions'
 * and augments' hidden Arena strengths (arena-catalog.ts), plus noise; the duos place 1st to
 * 8th in order of it. Places 1–4 win. The augments a player ends with follow the place, as
 * eliminated duos stop picking (the real document: places 1–5 hold four, 6–7 three, 8th two).
 */

/** Augments a duo of each place (1st first) ends with. */
const AUGMENTS_BY_PLACE = [4, 4, 4, 4, 4, 3, 3, 2] as const;
/** Champion level reached by place (1st first), as in the real document. */
const LEVEL_BY_PLACE = [18, 18, 18, 17, 17, 15, 15, 13] as const;
/** Places that win: the top half. */
const WINNING_PLACES = 4;
/** Noise of a duo's performance beside its skill (standard normal) and strengths. */
const PERFORMANCE_NOISE = 1;
/** Share of picks from the player's own champion pool; the rest from everyone's popularity. */
const OWN_POOL_SHARE = 0.6;

/** One Arena player: who, what they played with, where their duo placed, their figures. */
export interface ArenaPlayer {
  participantId: number;
  player: Player;
  champion: ChampionData;
  kind: BuildKind;
  /** `playerSubteamId`, 1–8: the duo. */
  subteamId: number;
  /** The duo's place, 1–8. */
  placement: number;
  teamId: 100 | 200;
  win: boolean;
  spells: readonly [number, number];
  /** The augments picked, 2–4, in the order picked. */
  augments: readonly number[];
  /** item0–item6; 0 for an empty slot, the trinket last. */
  items: readonly number[];
  kills: number;
  deaths: number;
  assists: number;
  champLevel: number;
  goldEarned: number;
  goldSpent: number;
  itemsPurchased: number;
  consumablesPurchased: number;
  damage: DamageTotals;
  doubleKills: number;
  tripleKills: number;
  largestMultiKill: number;
  killingSprees: number;
  largestKillingSpree: number;
  longestTimeSpentLiving: number;
  totalTimeSpentDead: number;
  largestCriticalStrike: number;
  spellCasts: readonly [number, number, number, number];
  summonerCasts: readonly [number, number];
}

export interface ArenaMatch {
  header: MatchHeader;
  gameVersion: string;
  gameCreation: number;
  gameStartTimestamp: number;
  gameEndTimestamp: number;
  lengthMs: number;
  /** `gameDuration`, seconds; every player's `timePlayed`. */
  gameDuration: number;
  /** One ban per player, in pick-turn order; a champion may be banned twice. */
  bans: readonly number[];
  participants: ArenaPlayer[];
}

/** What the players brought: champions and the augments each would pick, in order. */
interface Loadout {
  champion: ChampionData;
  augments: number[];
}

/** A champion for the player: from its own pools most of the time, never one in `taken`. */
function pickChampion(
  rng: Rng,
  data: GameData,
  catalog: ArenaCatalog,
  player: Player,
  taken: ReadonlySet<number>,
): ChampionData {
  if (rng.chance(OWN_POOL_SHARE)) {
    const own = player.roles.flatMap((role, at) =>
      player.pools[role]
        .filter((e) => !taken.has(e.championKey))
        .map((e) => ({ key: e.championKey, weight: e.weight * (at === 0 ? 1 : 0.45) })),
    );
    const champion =
      own.length > 0
        ? data.championByKey.get(
            rng.weighted(
              own.map((e) => e.key),
              own.map((e) => e.weight),
            ),
          )
        : undefined;
    if (champion) return champion;
  }
  const weights = catalog.champions.map((c, i) =>
    taken.has(c.key) ? 0 : (catalog.championWeights[i] ?? 0),
  );
  return rng.weighted(catalog.champions, weights);
}

/** Four different augments in the order the player would pick them. */
function augmentPicks(rng: Rng, catalog: ArenaCatalog): number[] {
  const ids = [...catalog.augments];
  const weights = [...catalog.augmentWeights];
  const picks: number[] = [];
  while (picks.length < 4 && ids.length > 0) {
    const at = rng.weightedIndex(weights);
    picks.push(ids[at] ?? 0);
    ids.splice(at, 1);
    weights.splice(at, 1);
  }
  return picks;
}

/** Champions (the bans and the partner's champion excluded) and augment picks of every player. */
function loadouts(
  rng: Rng,
  data: GameData,
  catalog: ArenaCatalog,
  roster: readonly Player[],
  bans: readonly number[],
): Loadout[] {
  const out: Loadout[] = [];
  roster.forEach((player, i) => {
    const taken = new Set(bans);
    const partner = i % 2 === 1 ? out[i - 1] : undefined;
    if (partner) taken.add(partner.champion.key);
    out.push({
      champion: pickChampion(rng, data, catalog, player, taken),
      augments: augmentPicks(rng, catalog),
    });
  });
  return out;
}

/**
 * Each duo's place (index: the duo, 0–7): by performance, the mean skill plus the champions'
 * strengths plus the augments' (the first two count fully: everyone gets them; the later two
 * half) plus noise.
 */
function placeDuos(
  rng: Rng,
  catalog: ArenaCatalog,
  roster: readonly Player[],
  gear: readonly Loadout[],
): number[] {
  const performance = Array.from({ length: ARENA_DUOS }, (_, duo) => {
    let sum = rng.normal(0, PERFORMANCE_NOISE);
    for (const at of [2 * duo, 2 * duo + 1]) {
      const loadout = gear[at];
      sum += (roster[at]?.skill ?? 0) / 2;
      if (!loadout) continue;
      sum += catalog.championStrength(loadout.champion.key);
      loadout.augments.forEach((id, k) => {
        sum += catalog.augmentStrength(id) * (k < 2 ? 1 : 0.5);
      });
    }
    return sum;
  });
  const order = performance
    .map((_, duo) => duo)
    .sort((a, b) => {
      const diff = (performance[b] ?? 0) - (performance[a] ?? 0);
      return diff !== 0 ? diff : a - b;
    });
  const places = new Array<number>(ARENA_DUOS).fill(0);
  order.forEach((duo, rank) => {
    places[duo] = rank + 1;
  });
  return places;
}

/** Distinct ids drawn by weight. */
function drawDistinct(rng: Rng, ids: readonly number[], weights: readonly number[], n: number) {
  const left = [...ids];
  const w = [...weights];
  const out: number[] = [];
  while (out.length < n && left.length > 0) {
    const at = rng.weightedIndex(w);
    out.push(left[at] ?? 0);
    left.splice(at, 1);
    w.splice(at, 1);
  }
  return out;
}

/**
 * The final inventory, item0–item6: boots most of the time, a prismatic item (two now and then
 * for the top four), a Guardian's starter kept more often by duos out early, the rest
 * legendaries suiting the build; six items for places 1–5, four or five below.
 */
function arenaItems(rng: Rng, catalog: ArenaCatalog, kind: BuildKind, place: number): number[] {
  const slots = place <= 5 ? 6 : rng.chance(0.3) ? 4 : 5;
  const held: number[] = [];
  const add = (id: number | undefined) => {
    if (id !== undefined && held.length < slots && !held.includes(id)) held.push(id);
  };
  const prismatics = place <= WINNING_PLACES && rng.chance(0.25) ? 2 : 1;
  for (const id of drawDistinct(
    rng,
    catalog.prismatics,
    catalog.prismatics.map(() => 1),
    prismatics,
  ))
    add(id);
  if (rng.chance(0.8) && catalog.boots.length > 0) add(rng.pick(catalog.boots));
  if (rng.chance(place > 5 ? 0.5 : 0.1) && catalog.starters.length > 0)
    add(rng.pick(catalog.starters));
  const legendaries = catalog.legendaries.map((l) => l.id);
  const weights = catalog.legendaries.map((l) => (l.kinds.includes(kind) ? 8 : 1));
  for (const id of drawDistinct(rng, legendaries, weights, slots)) add(id);
  rng.shuffle(held);
  return [...held, ...new Array<number>(6 - held.length).fill(0), ARENA_TRINKET];
}

/** Damage dealt, taken, healed and shielded, by build and how long the duo lasted. */
function arenaDamage(rng: Rng, kind: BuildKind, kills: number, lasted: number): DamageTotals {
  const toChampions = Math.round(rng.range(9000, 22_000) + kills * rng.range(2500, 4500));
  const magicShare =
    kind === 'ap' || kind === 'enchanter'
      ? rng.range(0.65, 0.9)
      : kind === 'tank'
        ? rng.range(0.3, 0.6)
        : rng.range(0.03, 0.2);
  const trueShare = rng.range(0.02, 0.1);
  const split = (total: number) => {
    const magic = Math.round(total * magicShare);
    const trueDamage = Math.round(total * trueShare);
    return { physical: Math.max(0, total - magic - trueDamage), magic, true: trueDamage };
  };
  const dealt = Math.round(toChampions * rng.range(1.2, 2.2));
  const taken = Math.round(
    rng.range(15_000, 35_000) * (0.7 + lasted) * (kind === 'tank' ? 1.5 : 1),
  );
  const takenMagic = Math.round(taken * rng.range(0.3, 0.55));
  const takenTrue = Math.round(taken * rng.range(0.03, 0.1));
  const [c, d] = [split(toChampions), split(dealt)];
  const healer = kind === 'enchanter';
  return {
    toChampions,
    physicalToChampions: c.physical,
    magicToChampions: c.magic,
    trueToChampions: c.true,
    dealt,
    physicalDealt: d.physical,
    magicDealt: d.magic,
    trueDealt: d.true,
    taken,
    physicalTaken: Math.max(0, taken - takenMagic - takenTrue),
    magicTaken: takenMagic,
    trueTaken: takenTrue,
    selfMitigated: Math.round(taken * (kind === 'tank' ? rng.range(1.2, 2.6) : rng.range(0.3, 1))),
    toBuildings: 0,
    toTurrets: 0,
    toObjectives: 0,
    toEpicMonsters: 0,
    heal: Math.round(rng.range(2000, 15_000) * (healer ? 2.5 : 1)),
    healsOnTeammates: healer ? rng.int(4000, 25_000) : rng.chance(0.3) ? rng.int(0, 3000) : 0,
    shieldedOnTeammates: healer ? rng.int(3000, 20_000) : rng.chance(0.2) ? rng.int(0, 2500) : 0,
    timeCCingOthers: rng.int(0, kind === 'tank' ? 60 : 30),
    totalTimeCCDealt: rng.int(0, kind === 'tank' ? 400 : 150),
  };
}

/** Kills, deaths, assists and sprees: more for duos that lasted longer. */
function arenaScore(rng: Rng, lasted: number) {
  const kills = Math.max(0, Math.round(rng.normal(2 + 8 * lasted, 2.5)));
  const doubleKills = kills >= 2 ? rng.int(0, Math.floor(kills / 3)) : 0;
  const tripleKills = doubleKills > 0 && rng.chance(0.15) ? 1 : 0;
  const killingSprees = kills >= 3 ? rng.int(0, Math.min(4, Math.floor(kills / 3))) : 0;
  return {
    kills,
    deaths: rng.int(5, 8),
    assists: Math.max(0, Math.round(rng.normal(2 + 8 * lasted, 2.5))),
    doubleKills,
    tripleKills,
    largestMultiKill: tripleKills > 0 ? 3 : doubleKills > 0 ? 2 : kills > 0 ? 1 : 0,
    killingSprees,
    largestKillingSpree: killingSprees > 0 ? rng.int(3, Math.max(3, kills)) : 0,
  };
}

interface PlayerSetup {
  participantId: number;
  player: Player;
  loadout: Loadout;
  subteamId: number;
  placement: number;
  gameDuration: number;
}

/** One player's figures at the end, from the duo's place and the player's build. */
function playOut(rng: Rng, data: GameData, catalog: ArenaCatalog, s: PlayerSetup): ArenaPlayer {
  const { player, loadout, placement } = s;
  const kind = data.buildKind(loadout.champion, null);
  const lasted = (ARENA_DUOS - placement) / (ARENA_DUOS - 1);
  const score = arenaScore(rng, lasted);
  const goldEarned =
    Math.round(clamp(rng.normal(7500 + 11_000 * lasted, 1500), 6000, 23_000) / 10) * 10;
  const items = arenaItems(rng, catalog, kind, placement);
  const level = LEVEL_BY_PLACE[placement - 1] ?? 13;
  return {
    participantId: s.participantId,
    player,
    champion: loadout.champion,
    kind,
    subteamId: s.subteamId,
    placement,
    teamId: placement <= WINNING_PLACES ? 100 : 200,
    win: placement <= WINNING_PLACES,
    spells: player.isFlashOnD
      ? [ARENA_SPELLS.flash, ARENA_SPELLS.flee]
      : [ARENA_SPELLS.flee, ARENA_SPELLS.flash],
    augments: loadout.augments.slice(0, AUGMENTS_BY_PLACE[placement - 1] ?? 2),
    items,
    ...score,
    champLevel: level === 15 && rng.chance(0.3) ? 14 : level,
    goldEarned,
    goldSpent: Math.round((goldEarned * rng.range(0.8, 1.05)) / 50) * 50,
    itemsPurchased: items.filter((id) => id !== 0).length - 1 + rng.int(0, 12),
    consumablesPurchased: rng.int(0, 12),
    damage: arenaDamage(rng, kind, score.kills, lasted),
    longestTimeSpentLiving: rng.int(90, 170),
    totalTimeSpentDead: Math.round(s.gameDuration * rng.range(0.15, 0.35) + 1500 * lasted),
    largestCriticalStrike: kind === 'crit' ? rng.int(300, 1200) : 0,
    spellCasts: [rng.int(20, 110), rng.int(15, 90), rng.int(10, 80), rng.int(3, 20)],
    summonerCasts: [rng.int(0, 12), rng.int(0, 8)],
  };
}

/** Length and timestamps of an Arena game, all duos' players staying to the end. */
function arenaTiming(rng: Rng, header: MatchHeader) {
  const gameDuration = Math.round(clamp(rng.normal(1500, 160), 1150, 1950));
  const lengthMs = gameDuration * 1000 + rng.int(0, 999);
  const gameStartTimestamp = header.creation + rng.int(20_000, 45_000);
  return {
    gameCreation: header.creation,
    gameStartTimestamp,
    gameEndTimestamp: gameStartTimestamp + lengthMs + rng.int(0, 400),
    lengthMs,
    gameDuration,
  };
}

/** Plays out an Arena match from its header's seed; its document reads from it. */
export function simulateArenaMatch(
  data: GameData,
  catalog: ArenaCatalog,
  header: MatchHeader,
  players: readonly Player[],
): ArenaMatch {
  const rng = createRng(header.seed, 'arena-match');
  const roster = [...header.participants]
    .map((i) => players[i])
    .filter((p): p is Player => p !== undefined);
  const banRng = rng.fork('bans');
  const bans = roster.map(() => banRng.weighted(data.banCandidates, data.banWeights));
  const gear = loadouts(rng.fork('loadouts'), data, catalog, roster, bans);
  const places = placeDuos(rng.fork('places'), catalog, roster, gear);
  const timing = arenaTiming(rng.fork('timing'), header);
  const participants = roster.map((player, i) => {
    const duo = Math.floor(i / 2);
    const loadout = gear[i];
    if (!loadout) throw new Error(`no loadout for participant ${i + 1}`);
    return playOut(rng.fork(`player-${i}`), data, catalog, {
      participantId: i + 1,
      player,
      loadout,
      subteamId: duo + 1,
      placement: places[duo] ?? ARENA_DUOS,
      gameDuration: timing.gameDuration,
    });
  });
  return {
    header,
    gameVersion: header.patch === 'previous' ? data.previousGameVersion : data.gameVersion,
    ...timing,
    bans,
    participants,
  };
}
