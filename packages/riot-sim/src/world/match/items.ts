import type { ItemData } from '@riftscope/riot/ddragon';
import { createRng, type Rng } from '../../random.ts';
import { type GameData, ITEM } from '../game-data.ts';
import { goldAt } from './economy.ts';
import { pickDistinct } from './legendary-plan.ts';
import { choose } from './odds.ts';
import { type Playstyle, playstyleOf } from './playstyles.ts';
import type { SimMatch, SimParticipant } from './types.ts';

const MERCURYS_TREADS = 3111;
const PLATED_STEELCAPS = 3047;

interface PlanStep {
  itemId: number;
  cost: number;
  /** Index of the finished item this step belongs to; a step of an unfinished one is undone. */
  group: number;
  isFinal: boolean;
}

/** One participant's shopping over the game: the plan, what is bought and the running totals. */
interface Shopper {
  m: SimMatch;
  p: SimParticipant;
  style: Playstyle;
  /** The build's own draws (items, boots, starting items), apart from the shopping times. */
  build: Rng;
  firstShop: number;
  inventory: number[];
  /** Starting items in the inventory, sold when their slot is needed. */
  starters: number[];
  spent: number;
  purchased: number;
  consumables: number;
  trinket: number;
  /** The upgraded support item the World Atlas turns into, until it does. */
  supportFinal: ItemData | undefined;
  supportUpgradeAt: number;
  steps: PlanStep[];
  /** Index of the next plan step to buy. */
  next: number;
  done: { step: PlanStep; t: number }[];
  controlQuota: number;
  controlPlacements: number[];
  /** When the yellow trinket is swapped for a lens or Farsight. */
  swapAt: number;
}

function planBuild(data: GameData, finals: readonly ItemData[]): PlanStep[] {
  const steps: PlanStep[] = [];
  finals.forEach((final, group) => {
    const expand = (item: ItemData, depth: number) => {
      if (depth < 2) {
        for (const id of item.from) {
          const component = data.item(id);
          if (component) expand(component, depth + 1);
        }
        steps.push({
          itemId: item.id,
          cost: item.from.length > 0 ? item.gold.base : item.gold.total,
          group,
          isFinal: depth === 0,
        });
      } else {
        steps.push({ itemId: item.id, cost: item.gold.total, group, isFinal: false });
      }
    };
    expand(final, 0);
  });
  return steps;
}

/**
 * The tier-two boots of this game: the champion's usual ones, with armour or magic resist
 * boots leaning towards what the enemy team deals.
 */
function bootsFor(s: Shopper): number | undefined {
  const { style, m, p } = s;
  if (style.boots.length === 0) return undefined;
  const enemies = m.participants.filter((e) => e.teamId !== p.teamId);
  const magic =
    enemies.filter((e) => e.kind === 'ap' || e.kind === 'enchanter').length /
    Math.max(1, enemies.length);
  return choose(
    s.build,
    style.boots.map(({ value, weight }) => ({
      value,
      weight:
        value === MERCURYS_TREADS
          ? weight * (0.4 + 1.6 * magic)
          : value === PLATED_STEELCAPS
            ? weight * (0.4 + 1.6 * (1 - magic))
            : weight,
    })),
  );
}

/**
 * The finished items the player means to build, in order: one of the champion's usual first
 * three legendaries, then its favourites for the later slots, with the boots in their usual place.
 */
function chooseFinals(data: GameData, s: Shopper, legendaryCount: number): ItemData[] {
  const core = choose(s.build, s.style.cores).slice(0, legendaryCount);
  const later = pickDistinct(s.build, s.style.later, {
    count: legendaryCount - core.length,
    held: core,
  });
  const chosen = [...core, ...later]
    .map((id) => data.item(id))
    .filter((item): item is ItemData => item !== undefined);
  const boots = data.item(bootsFor(s) ?? -1);
  if (boots) chosen.splice(Math.min(s.style.bootsAfter, chosen.length), 0, boots);
  return chosen;
}

function purchase(s: Shopper, t: number, itemId: number, cost: number): void {
  s.m.itemEvents.push({
    t,
    type: 'ITEM_PURCHASED',
    participantId: s.p.participantId,
    itemId,
    cost,
  });
}

function destroy(s: Shopper, t: number, itemId: number): void {
  s.m.itemEvents.push({
    t,
    type: 'ITEM_DESTROYED',
    participantId: s.p.participantId,
    itemId,
    cost: 0,
  });
}

function sell(s: Shopper, t: number, itemId: number): void {
  s.m.itemEvents.push({ t, type: 'ITEM_SOLD', participantId: s.p.participantId, itemId, cost: 0 });
}

/** The first shop and every later back to base, a few minutes apart. */
function shopVisits(rng: Rng, T: number): number[] {
  const firstShop = rng.int(2_000, 18_000);
  const backs: number[] = [firstShop];
  for (let t = firstShop + rng.int(150_000, 330_000); t < T - 5_000; t += rng.int(150_000, 330_000))
    backs.push(t);
  return backs;
}

/** Opening purchases kept all game, not part of the legendary plan: trinket, support item, jungle pet. */
function openingPurchases(rng: Rng, data: GameData, s: Shopper): void {
  const { p, firstShop, style } = s;
  if (!s.m.isAram) {
    purchase(s, firstShop, ITEM.stealthWard, 0);
    s.purchased++;
  }
  if (p.role === 'UTILITY' && data.hasItem(ITEM.worldAtlas) && data.supportItems.length > 0) {
    const atlasCost = data.item(ITEM.worldAtlas)?.gold.total ?? 400;
    purchase(s, firstShop, ITEM.worldAtlas, atlasCost);
    s.inventory.push(ITEM.worldAtlas);
    s.spent += atlasCost;
    s.purchased++;
    s.supportFinal =
      style.supportItems.length > 0
        ? data.item(choose(s.build, style.supportItems))
        : s.build.pick(data.supportItems);
    s.supportUpgradeAt = rng.int(780_000, 1_020_000);
  }
  if (p.role === 'JUNGLE' && data.junglePets.length > 0) {
    const pet =
      (style.pets.length > 0 ? data.item(choose(s.build, style.pets)) : undefined) ??
      s.build.pick(data.junglePets);
    purchase(s, firstShop, pet.id, pet.gold.total);
    s.inventory.push(pet.id);
    s.spent += pet.gold.total;
    s.purchased++;
  }
}

/**
 * The rest of the starting gold at the first shop (Doran's items, Cull, Dark Seal, potions):
 * potions are drunk in the first minutes of lane, the others sold once their slot is needed.
 */
function startingItems(data: GameData, s: Shopper): void {
  if (s.m.isAram || s.style.starts.length === 0) return;
  let drinkAt = s.firstShop + s.build.int(60_000, 150_000);
  for (const id of choose(s.build, s.style.starts)) {
    const item = data.item(id);
    if (!item) continue;
    purchase(s, s.firstShop, id, item.gold.total);
    s.spent += item.gold.total;
    s.purchased++;
    if (item.tags.includes('Consumable')) {
      s.consumables++;
      destroy(s, drinkAt, id);
      drinkAt += s.build.int(30_000, 150_000);
    } else {
      s.inventory.push(id);
      s.starters.push(id);
    }
  }
}

/** Sells starting items while the inventory holds more than six items. */
function freeSlots(s: Shopper, t: number): void {
  while (s.inventory.length > 6 && s.starters.length > 0) {
    const id = s.starters.shift() ?? 0;
    s.inventory.splice(s.inventory.indexOf(id), 1);
    sell(s, t, id);
  }
}

/** How many control wards the participant buys and when its trinket changes. */
function visionPlan(rng: Rng, s: Shopper): void {
  const { m, p } = s;
  const wantsControlWards =
    !m.isAram && (p.role === 'UTILITY' || p.role === 'JUNGLE' || rng.chance(0.3));
  s.controlQuota = !wantsControlWards
    ? 0
    : Math.round(
        (m.lengthMs / 60_000) * (p.role === 'UTILITY' ? 0.28 : p.role === 'JUNGLE' ? 0.14 : 0.05),
      );
  s.swapAt =
    p.role === 'UTILITY' || p.role === 'JUNGLE'
      ? rng.int(300_000, 600_000)
      : p.role === 'BOTTOM' && rng.chance(0.35)
        ? rng.int(840_000, 1_100_000)
        : Infinity;
}

/** Free swaps at a back: the World Atlas's upgrade and the trinket change. */
function swapItems(data: GameData, s: Shopper, back: number): void {
  if (s.supportFinal && back >= s.supportUpgradeAt) {
    destroy(s, back, ITEM.worldAtlas);
    purchase(s, back, s.supportFinal.id, 0);
    s.inventory[s.inventory.indexOf(ITEM.worldAtlas)] = s.supportFinal.id;
    s.supportFinal = undefined;
    s.purchased++;
  }
  if (s.trinket === ITEM.stealthWard && back >= s.swapAt && back > s.firstShop) {
    const swapTo = s.p.role === 'BOTTOM' ? ITEM.farsight : ITEM.oracleLens;
    if (data.hasItem(swapTo)) {
      destroy(s, back, ITEM.stealthWard);
      purchase(s, back, swapTo, 0);
      s.trinket = swapTo;
      s.purchased++;
    }
  }
}

/** One back to base: swaps, then plan steps while the gold lasts, then maybe a control ward. */
function visitShop(rng: Rng, data: GameData, s: Shopper, back: number): void {
  const T = s.m.lengthMs;
  let budget = goldAt(s.p, back, T) - s.spent;
  let t = back;
  swapItems(data, s, back);
  while (s.next < s.steps.length) {
    const step = s.steps[s.next];
    if (!step || step.cost > budget) break;
    t += rng.int(150, 900);
    s.done.push({ step, t });
    budget -= step.cost;
    s.spent += step.cost;
    s.next++;
  }
  if (s.controlPlacements.length < s.controlQuota && budget >= 75 && back > s.firstShop) {
    const placeAt = back + rng.int(40_000, 200_000);
    if (placeAt < T - 2_000) {
      t += rng.int(150, 600);
      purchase(s, t, ITEM.controlWard, 75);
      destroy(s, placeAt, ITEM.controlWard);
      s.controlPlacements.push(placeAt);
      s.spent += 75;
      s.purchased++;
      s.consumables++;
    }
  }
}

/** Buys the steps of finished items; components of an item the game ended before are never bought. */
function completePurchases(data: GameData, s: Shopper): void {
  const finished = new Set(s.done.filter((d) => d.step.isFinal).map((d) => d.step.group));
  for (const { step, t } of s.done) {
    if (!finished.has(step.group)) {
      s.spent -= step.cost;
      continue;
    }
    const item = data.item(step.itemId);
    // Buying an item uses up the components the player holds.
    for (const component of item?.from ?? []) {
      const at = s.inventory.indexOf(component);
      if (at !== -1 && step.cost < (item?.gold.total ?? 0)) {
        s.inventory.splice(at, 1);
        destroy(s, t, component);
      }
    }
    purchase(s, t, step.itemId, step.cost);
    s.inventory.push(step.itemId);
    s.purchased++;
    freeSlots(s, t);
  }
}

/** The six item slots at the end, then the trinket. */
function finalSlots(rng: Rng, s: Shopper): number[] {
  const slots = s.inventory.slice(0, 6);
  while (slots.length < 6) slots.push(0);
  // Riot fills slots in buying order but moves items around; a stable shuffle looks like that.
  const ordered = slots.filter((id) => id !== 0);
  const items = [...ordered, ...slots.filter((id) => id === 0)];
  if (rng.chance(0.4) && items.length > 2) {
    const a = rng.int(0, 5);
    const b = rng.int(0, 5);
    const tmp = items[a] ?? 0;
    items[a] = items[b] ?? 0;
    items[b] = tmp;
  }
  return [...items, s.trinket];
}

function shopFor(rng: Rng, data: GameData, m: SimMatch, p: SimParticipant): void {
  const backs = shopVisits(rng, m.lengthMs);
  const s: Shopper = {
    m,
    p,
    style: playstyleOf(data, p.champion, p.role),
    build: createRng(m.header.seed, p.participantId, 'build'),
    firstShop: backs[0] ?? 0,
    inventory: [],
    starters: [],
    spent: 0,
    purchased: 0,
    consumables: 0,
    trinket: m.isAram ? 0 : ITEM.stealthWard,
    supportFinal: undefined,
    supportUpgradeAt: Infinity,
    steps: [],
    next: 0,
    done: [],
    controlQuota: 0,
    controlPlacements: [],
    swapAt: Infinity,
  };
  openingPurchases(rng, data, s);
  s.steps = planBuild(data, chooseFinals(data, s, 5 - s.inventory.length));
  startingItems(data, s);
  visionPlan(rng, s);
  for (const back of backs) visitShop(rng, data, s, back);
  completePurchases(data, s);
  p.items = finalSlots(rng, s);
  p.goldSpent = s.spent;
  p.itemsPurchased = s.purchased;
  p.consumablesPurchased = s.consumables;
  p.controlWardsBought = s.controlPlacements.length;
  p.controlWardsPlaced = s.controlPlacements.length;
  for (const t of s.controlPlacements)
    m.wards.push({ t, participantId: p.participantId, wardType: 'CONTROL_WARD' });
}

/** Every participant's purchases over the game, final items and control wards. */
export function simulateItems(rng: Rng, data: GameData, m: SimMatch): void {
  for (const p of m.participants) shopFor(rng, data, m, p);
}
