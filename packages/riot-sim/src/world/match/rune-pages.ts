import type { RuneStyleData } from '@riftscope/riot/ddragon';
import type { Rng } from '../../random.ts';
import type { BuildKind, GameData, RuneSetup } from '../game-data.ts';
import { byWeight, favourite, personal, type RoleKey, type Weighted } from './odds.ts';
import { keystoneOdds, SUB_STYLE_ODDS, shardOdds } from './rune-odds.ts';

/** A whole rune page around a keystone, the champion's favourite rune in every other slot. */
function runePage(
  rng: Rng,
  styles: readonly RuneStyleData[],
  { keystone, kind }: { keystone: number; kind: BuildKind },
): RuneSetup | null {
  const primary = styles.find((s) => s.slots[0]?.includes(keystone));
  if (!primary) return null;
  const subOdds = SUB_STYLE_ODDS[kind].filter(
    ([id]) => id !== primary.id && styles.some((s) => s.id === id),
  );
  const subId = subOdds.length > 0 ? favourite(rng, subOdds) : undefined;
  const sub = styles.find((s) => s.id === subId) ?? styles.find((s) => s.id !== primary.id);
  if (!sub) return null;
  const [a = 1, b = 2] = rng.shuffle([1, 2, 3]).slice(0, 2).sort();
  const shards = shardOdds(kind);
  return {
    primaryStyle: primary.id,
    subStyle: sub.id,
    primary: [keystone, ...primary.slots.slice(1, 4).map((slot) => rng.pick(slot))],
    sub: [rng.pick(sub.slots[a] ?? []), rng.pick(sub.slots[b] ?? [])],
    shards: {
      offense: favourite(rng, shards.offense),
      flex: favourite(rng, shards.flex),
      defense: favourite(rng, shards.defense),
    },
  };
}

/** The champion's usual page and a less common one around another keystone. */
export function runePages(
  rng: Rng,
  data: GameData,
  { kind, role }: { kind: BuildKind; role: RoleKey },
): Weighted<RuneSetup>[] {
  const styles = data.dd.runeStyles.filter((s) => s.slots.length >= 4);
  const keystones = byWeight(
    personal(
      rng,
      keystoneOdds(kind, role).filter(([id]) => styles.some((s) => s.slots[0]?.includes(id))),
    ),
  );
  const pages: Weighted<RuneSetup>[] = [];
  const [main, alternative] = keystones;
  const mainPage = main && runePage(rng, styles, { keystone: main.value, kind });
  if (mainPage) pages.push({ value: mainPage, weight: rng.range(0.68, 0.8) });
  const altPage = alternative && runePage(rng, styles, { keystone: alternative.value, kind });
  if (altPage) pages.push({ value: altPage, weight: 1 - (pages[0]?.weight ?? 0) });
  if (pages.length > 0) return pages;
  // A snapshot without the usual keystones: any page of any tree.
  const primary = rng.pick(styles);
  const keystone = primary.slots[0]?.[0];
  const page = keystone === undefined ? null : runePage(rng, styles, { keystone, kind });
  if (!page) throw new Error('Data Dragon has no rune styles');
  return [{ value: page, weight: 1 }];
}
