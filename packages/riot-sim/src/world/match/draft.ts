import type { ChampionData } from '@riftscope/riot/ddragon';
import type { Rng } from '../../random.ts';
import {
  type BuildKind,
  type GameData,
  ROLES,
  type Role,
  type RuneSetup,
  SPELL,
} from '../game-data.ts';
import type { Player } from '../players.ts';

export interface DraftPick {
  player: Player;
  teamId: 100 | 200;
  role: Role | null;
  champion: ChampionData;
  kind: BuildKind;
  spells: readonly [number, number];
  runes: RuneSetup;
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

type SpellOdds = readonly [spells: readonly number[], weights: readonly number[]];

/** The summoner spell beside Flash, by role ('ARAM' for games without roles); junglers take Smite. */
const SECOND_SPELL: Record<Exclude<Role, 'JUNGLE'> | 'ARAM', SpellOdds> = {
  ARAM: [
    [
      SPELL.mark,
      SPELL.ghost,
      SPELL.heal,
      SPELL.exhaust,
      SPELL.ignite,
      SPELL.barrier,
      SPELL.cleanse,
      SPELL.clarity,
    ],
    [40, 12, 12, 10, 10, 8, 4, 4],
  ],
  TOP: [
    [SPELL.teleport, SPELL.ignite, SPELL.ghost],
    [70, 22, 8],
  ],
  MIDDLE: [
    [SPELL.teleport, SPELL.ignite, SPELL.barrier, SPELL.ghost],
    [45, 40, 10, 5],
  ],
  BOTTOM: [
    [SPELL.heal, SPELL.barrier, SPELL.cleanse, SPELL.ghost],
    [65, 15, 10, 10],
  ],
  UTILITY: [
    [SPELL.ignite, SPELL.exhaust, SPELL.heal],
    [50, 40, 10],
  ],
};

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

function draftTeams(rng: Rng, players: Player[], isAram: boolean): Draft[] {
  if (isAram) {
    const shuffled = rng.shuffle([...players]);
    return shuffled.map((player, i) => ({ player, teamId: i < 5 ? 100 : 200, role: null }));
  }
  // Snake split by skill keeps the teams even.
  const bySkill = [...players].sort((a, b) => b.skill - a.skill);
  const sideA = [0, 3, 4, 7, 8].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined);
  const sideB = [1, 2, 5, 6, 9].map((i) => bySkill[i]).filter((p): p is Player => p !== undefined);
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

function spellsFor(rng: Rng, data: GameData, draft: Draft): [number, number] {
  const legal = data.spellsFor(draft.role === null ? 'ARAM' : 'CLASSIC');
  const other =
    draft.role === 'JUNGLE'
      ? SPELL.smite
      : pickLegalSpell(rng, legal, SECOND_SPELL[draft.role ?? 'ARAM']);
  return draft.player.isFlashOnD ? [SPELL.flash, other] : [other, SPELL.flash];
}

function pickLegalSpell(rng: Rng, legal: ReadonlySet<number>, [options, weights]: SpellOdds) {
  const usable = options.map((o, i) => (legal.has(o) || legal.size === 0 ? (weights[i] ?? 0) : 0));
  return usable.some((w) => w > 0)
    ? (options[rng.weightedIndex(usable)] ?? SPELL.ignite)
    : SPELL.ignite;
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
    const kind = data.buildKind(champion, d.role);
    return {
      player: d.player,
      teamId: d.teamId,
      role: d.role,
      champion,
      kind,
      spells: spellsFor(rng, data, d),
      // Runes are the player's usual page for the champion.
      runes: data.runes(kind, d.player.seed ^ champion.key),
    };
  });
  return { picks, bans };
}
