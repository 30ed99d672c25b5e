import type { ChampionData } from '@riftscope/riot/ddragon';
import { createRng, type Rng } from '../../random.ts';
import { keepDuosTogether } from '../duos.ts';
import {
  type BuildKind,
  type GameData,
  ROLES,
  type Role,
  type RuneSetup,
  SPELL,
} from '../game-data.ts';
import type { Player } from '../players.ts';
import { choose } from './odds.ts';
import { type Playstyle, playstyleOf, type SkillOrder } from './playstyles.ts';

export interface DraftPick {
  player: Player;
  teamId: 100 | 200;
  role: Role | null;
  champion: ChampionData;
  kind: BuildKind;
  spells: readonly [number, number];
  runes: RuneSetup;
  skillOrder: SkillOrder;
}

export interface DraftedGame {
  picks: DraftPick[];
  bans: { teamId: 100 | 200; championId: number; pickTurn: number }[];
}

interface Draft {
  player: Player;
  teamId: 100 | 200;
  role: Role | null;
}

const RANKED_DRAFT_QUEUES = new Set([420, 440, 400]);

function assignRoles(rng: Rng, team: Player[]): Role[] {
  const orders = permutations([0, 1, 2, 3, 4]);
  rng.shuffle(orders);
  let best = orders[0] ?? [0, 1, 2, 3, 4];
  let bestScore = -1;
  for (const order of orders) {
    let score = 0;
    order.forEach((roleAt, playerAt) => {
      const role = ROLES[roleAt];
      const player = team[playerAt];
      if (!player || !role) return;
      score += player.roles[0] === role ? 3 : player.roles[1] === role ? 2 : 0;
    });
    if (score > bestScore) {
      bestScore = score;
      best = order;
    }
  }
  return best.map((roleAt) => ROLES[roleAt] ?? 'TOP');
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  const out: number[][] = [];
  items.forEach((item, i) => {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) out.push([item, ...p]);
  });
  return out;
}

/** Duo partners in one game always play on one team (keepDuosTogether). */
function draftTeams(rng: Rng, players: Player[], isAram: boolean): Draft[] {
  if (isAram) {
    const shuffled = rng.shuffle([...players]);
    const [blueTeam, redTeam] = keepDuosTogether(shuffled.slice(0, 5), shuffled.slice(5));
    return [...blueTeam, ...redTeam].map((player, i) => ({
      player,
      teamId: i < 5 ? 100 : 200,
      role: null,
    }));
  }
  // Snake split by skill keeps the teams even.
  const bySkill = [...players].sort((a, b) => b.skill - a.skill);
  const [sideA, sideB] = keepDuosTogether(
    [0, 3, 4, 7, 8].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined),
    [1, 2, 5, 6, 9].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined),
  );
  const [blue, red] = rng.chance(0.5) ? [sideA, sideB] : [sideB, sideA];
  const drafts: Draft[] = [];
  for (const [team, teamId] of [
    [blue, 100],
    [red, 200],
  ] as const) {
    const roles = assignRoles(rng, team);
    const byRole = team.map((player, i) => ({ player, teamId, role: roles[i] ?? 'TOP' }));
    byRole.sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role));
    drafts.push(...byRole);
  }
  return drafts;
}

function draftBans(rng: Rng, data: GameData, taken: Set<number>): DraftedGame['bans'] {
  const bans: DraftedGame['bans'] = [];
  for (let turn = 1; turn <= 10; turn++) {
    const weights = data.banWeights.map((w, i) => (taken.has(data.banCandidates[i] ?? -1) ? 0 : w));
    const championId = rng.chance(0.03)
      ? -1
      : (data.banCandidates[rng.weightedIndex(weights)] ?? -1);
    if (championId !== -1) taken.add(championId);
    bans.push({ teamId: turn <= 5 ? 100 : 200, championId, pickTurn: turn });
  }
  return bans;
}

function pickChampion(rng: Rng, data: GameData, draft: Draft, taken: Set<number>): ChampionData {
  const free = (key: number) => !taken.has(key) && data.championByKey.has(key);
  if (draft.role === null) {
    const choices = data.champions.filter((c) => free(c.key));
    return rng.pick(choices);
  }
  const pool = draft.player.pools[draft.role].filter((e) => free(e.championKey));
  if (pool.length > 0 && rng.chance(0.9)) {
    const entry = rng.weighted(
      pool,
      pool.map((e) => e.weight),
    );
    const champion = data.championByKey.get(entry.championKey);
    if (champion) return champion;
  }
  const keys = data.roleChampions[draft.role];
  const weights = data.rolePopularity[draft.role].map((w, i) => (free(keys[i] ?? -1) ? w : 0));
  if (weights.some((w) => w > 0)) {
    const champion = data.championByKey.get(keys[rng.weightedIndex(weights)] ?? -1);
    if (champion && free(champion.key)) return champion;
  }
  return rng.pick(data.champions.filter((c) => free(c.key)));
}

/** Champions in a random pick order, returned in draft order. */
function pickChampions(
  rng: Rng,
  data: GameData,
  drafts: readonly Draft[],
  taken: Set<number>,
): ChampionData[] {
  const pickOrder = rng.shuffle(drafts.map((_, i) => i));
  const champions = new Array<ChampionData>(drafts.length);
  for (const at of pickOrder) {
    const draft = drafts[at];
    if (!draft) continue;
    const champion = pickChampion(rng, data, draft, taken);
    taken.add(champion.key);
    champions[at] = champion;
  }
  return champions;
}

/**
 * A player's habits on a champion in a role: the same spells, rune page and skill order game
 * after game, drawn once from the champion's playstyle. Players differ, so a champion's page
 * shows its usual choices and the less common ones.
 */
function habitsOf(
  data: GameData,
  style: Playstyle,
  player: Player,
  champion: ChampionData,
  role: Role | null,
) {
  const rng = (purpose: string) => createRng(player.seed, champion.key, role ?? 'ARAM', purpose);
  const spell = style.spells.length > 0 ? choose(rng('spells'), style.spells) : SPELL.ignite;
  const runesRng = rng('runes');
  const page = choose(runesRng, style.runes);
  return {
    spells: (player.isFlashOnD ? [SPELL.flash, spell] : [spell, SPELL.flash]) as [number, number],
    runes: runesRng.chance(0.1) ? withOwnRune(runesRng, data, page) : page,
    skills: choose(rng('skills'), style.skills),
  };
}

/** The page with another rune in one of its primary tree's lower slots: a player's own touch. */
function withOwnRune(rng: Rng, data: GameData, page: RuneSetup): RuneSetup {
  const tree = data.dd.runeStyles.find((s) => s.id === page.primaryStyle);
  const slot = rng.int(1, 3);
  const others = (tree?.slots[slot] ?? []).filter((id) => id !== page.primary[slot]);
  if (others.length === 0) return page;
  const primary = [...page.primary];
  primary[slot] = rng.pick(others);
  return { ...page, primary };
}

/** Teams, roles, bans, champions, spells and runes of a game between ten players. */
export function draftGame(
  rng: Rng,
  data: GameData,
  queueId: number,
  roster: Player[],
): DraftedGame {
  const drafts = draftTeams(rng, roster, queueId === 450);
  const taken = new Set<number>();
  const bans = RANKED_DRAFT_QUEUES.has(queueId) ? draftBans(rng, data, taken) : [];
  const champions = pickChampions(rng, data, drafts, taken);
  const picks = drafts.map((d, i): DraftPick => {
    const champion = champions[i] ?? data.champions[0];
    if (!champion) throw new Error('no champions');
    const style = playstyleOf(data, champion, d.role);
    const habits = habitsOf(data, style, d.player, champion, d.role);
    // The game's generator keeps one draw per non-jungler here, so the draws after it (the
    // winner, the game's length) stay what every seeded world has recorded.
    if (d.role !== 'JUNGLE') rng.next();
    return {
      player: d.player,
      teamId: d.teamId,
      role: d.role,
      champion,
      kind: style.kind,
      spells: habits.spells,
      runes: habits.runes,
      skillOrder: habits.skills,
    };
  });
  return { picks, bans };
}
