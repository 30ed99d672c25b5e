import { championKeyOf, type GuideCatalog, type Language } from '@riftscope/contracts';
import { type DataDragon, type ItemData, itemClasses } from '@riftscope/riot/ddragon';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import { GUIDE_SHARD_ROWS, isSoldOnRift, isStartingItem } from './guide-build-check.ts';

/**
 * What the build pickers offer (docs/guides.md, Authoring): exactly what the build check takes,
 * from the current Data Dragon in the editor's language, with image URLs as every answer gives
 * them (our own /cdn/ddragon proxy).
 */

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** The catalog in one language's Data Dragon. */
function catalogOf(ddragon: DataDragon, games: GameDataCatalog, language: Language): GuideCatalog {
  const classes = itemClasses(ddragon.items);
  const pick = (item: ItemData) => ({ id: item.id, ...ddragon.itemImage(item.id) });
  const sold = ddragon.items.filter(isSoldOnRift);
  const rune = (id: number) => ({ id, ...ddragon.runeImage(id) });
  return {
    patch: ddragon.version.split('.').slice(0, 2).join('.'),
    champions: ddragon.champions
      .map((c) => ({ id: c.key, key: championKeyOf(c.id), ...ddragon.championImage(c.key) }))
      .sort(byName),
    items: {
      starting: sold
        .filter((item) => isStartingItem(item, classes))
        .map(pick)
        .sort(byName),
      legendary: sold
        .filter((item) => classes.isLegendary(item.id))
        .map(pick)
        .sort(byName),
      boots: sold
        .filter((item) => classes.classOf(item.id) === 'boots')
        .map(pick)
        .sort(byName),
    },
    runes: games.in(language).runeTrees(),
    shards: GUIDE_SHARD_ROWS.map((row) => row.map(rune)),
    spells: ddragon.summonerSpells
      .filter((spell) => spell.modes.includes('CLASSIC'))
      .map((spell) => ({ id: spell.key, ...ddragon.spellImage(spell.key) }))
      .sort(byName),
  };
}

/** The pickers' catalog of each language, built once (Data Dragon is loaded once per process). */
export function createGuideCatalog(deps: {
  ddragonByLanguage: Readonly<Record<Language, DataDragon>>;
  games: GameDataCatalog;
}) {
  const built = new Map<Language, GuideCatalog>();
  return (language: Language): GuideCatalog => {
    let catalog = built.get(language);
    if (!catalog) {
      catalog = catalogOf(deps.ddragonByLanguage[language], deps.games, language);
      built.set(language, catalog);
    }
    return catalog;
  };
}
