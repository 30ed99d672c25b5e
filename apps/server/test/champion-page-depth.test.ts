import { asPercent, type ChampionPage, winRateBounds } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { EventDto, MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createGameDataMapper,
  type GameDataMapper,
} from '../src/modules/riot-data/game-data.mapper.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, readTimeline, requireFixtures } from './match-fixtures.ts';
import { buildOf, playerEvents } from './player-builds.ts';
import { useTestApp } from './test-app.ts';

// A champion page's core builds, skill paths and lane synergy over stored real matches and
// timelines, checked against the documents (docs/champion-analytics.md, The champion page).

/** A 45-minute game in which nearly every player reaches level 18 and finishes four legendaries. */
const LONG_GAME = 'NA1_4924008147.json';
const ARAM = 'aram-15.13-jp1.json';
requireFixtures([LONG_GAME, ARAM]);

const ASHE = 22;
const ZAC = 154;
const VAYNE = 67;
const BERSERKERS_GREAVES = 3006;

let sequence = 0;

/** The game stored once more under a new id, as Ranked Solo/Duo, its result flipped or not. */
function copyOf(file: string, change: { queueId?: number; isFlipped?: boolean } = {}): MatchDto {
  const document = structuredClone(readMatch(file));
  document.metadata.matchId = `${document.info.platformId}_${8_000_000_000 + ++sequence}`;
  if (change.queueId !== undefined) document.info.queueId = change.queueId;
  if (change.isFlipped) {
    for (const p of document.info.participants) p.win = !p.win;
    for (const team of document.info.teams) team.win = !team.win;
  }
  return document;
}

/** The timeline with a player's purchases of `itemId` undone right after they were made. */
function withUndone(timeline: TimelineDto, participantId: number, itemId: number): TimelineDto {
  const copy = structuredClone(timeline);
  for (const frame of copy.info.frames) {
    frame.events = frame.events.flatMap((e): EventDto[] =>
      e.type === 'ITEM_PURCHASED' && e.participantId === participantId && e.itemId === itemId
        ? [
            e,
            {
              type: 'ITEM_UNDO',
              timestamp: e.timestamp,
              participantId,
              beforeId: itemId,
              afterId: 0,
            },
          ]
        : [e],
    );
  }
  return copy;
}

const percent = (part: number, whole: number) => Math.round((10_000 * part) / whole) / 100;
const sampleOf = (games: number, wins: number, sample: number) => ({
  games,
  win_rate: percent(wins, games),
  ...winRateBounds(wins, games),
  pick_rate: percent(games, sample),
});

describe.each(TEST_DATABASES)(
  'a champion page’s core builds, skill paths and synergy on $name',
  (db) => {
    let game: GameDataMapper;
    let items: ItemClasses;
    /** Ranked copies of the long game: [document, timeline stored with it or null]. */
    const ranked: [MatchDto, TimelineDto | null][] = [];
    /** The ARAM game's stored copies, the first with its timeline. */
    const aram: MatchDto[] = [];
    const t = useTestApp(db);

    const store = async (
      document: MatchDto,
      bracket: 'EMERALD' | '',
      timeline: TimelineDto | null,
    ) => {
      const { matches } = t.services.repositories;
      expect(await matches.store(document, { bracket })).toBe(true);
      if (!timeline) return;
      const copy = structuredClone(timeline);
      copy.metadata.matchId = document.metadata.matchId;
      expect(await matches.storeTimeline(document.metadata.matchId, copy)).toBe(true);
    };
    const page = async (url: string) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ChampionPage;
    };
    const wins = (documents: readonly MatchDto[], championId: number) =>
      documents.filter((d) => d.info.participants.find((p) => p.championId === championId)?.win)
        .length;

    beforeAll(async () => {
      game = createGameDataMapper(t.riot.ddragon);
      items = itemClasses(t.riot.ddragon.items);
      // The long game 12 times as Ranked Solo/Duo in Emerald, every third lost the other way
      // round; timelines with the first 8, of which the last two have Ashe's Berserker's Greaves
      // undone.
      const timeline = readTimeline(LONG_GAME);
      const asheId = readMatch(LONG_GAME).info.participants.find(
        (p) => p.championId === ASHE,
      )?.participantId;
      for (let c = 0; c < 12; c++) {
        const document = copyOf(LONG_GAME, { queueId: 420, isFlipped: c % 3 === 0 });
        const stored =
          c < 6 ? timeline : c < 8 ? withUndone(timeline, asheId ?? 0, BERSERKERS_GREAVES) : null;
        await store(document, 'EMERALD', stored);
        ranked.push([document, stored]);
      }
      // The ARAM game with its timeline, and ten copies without, every third lost the other way
      // round: eleven games in which Vayne met the same five enemies.
      aram.push(copyOf(ARAM));
      await store(aram[0] as MatchDto, '', readTimeline(ARAM));
      for (let c = 0; c < 10; c++) {
        const document = copyOf(ARAM, { isFlipped: c % 3 === 0 });
        await store(document, '', null);
        aram.push(document);
      }
    });

    it('lists the core build with the boots bought and the later items, from the stored timelines', async () => {
      const ashe = await page('/api/champions/ashe?patch=14.3');
      const withTimeline = ranked.filter(([, tl]) => tl !== null);
      expect(ashe.builds.timeline_games).toBe(withTimeline.length);
      const builds = withTimeline.map(([d, tl]) => ({
        ...buildOf(playerEvents(tl as TimelineDto, d, ASHE).bought, items),
        document: d,
      }));
      const [first] = builds;
      if (!first) throw new Error('no build');
      expect(first.core).toHaveLength(3);
      expect(first.later.length).toBeGreaterThan(0);
      // Every game the same core: boots 3006 in six of them, none bought (undone) in two.
      const byBoots = new Map<number | null, MatchDto[]>();
      for (const b of builds) byBoots.set(b.boots, [...(byBoots.get(b.boots) ?? []), b.document]);
      expect([...byBoots.keys()]).toEqual([BERSERKERS_GREAVES, null]);
      const all = builds.map((b) => b.document);
      expect(ashe.core_builds).toEqual([
        {
          items: game.items(first.core),
          ...sampleOf(all.length, wins(all, ASHE), all.length),
          boots: [...byBoots].map(([boots, documents]) => ({
            items: game.items(boots === null ? [] : [boots]),
            ...sampleOf(documents.length, wins(documents, ASHE), all.length),
          })),
          situational: first.later.map((item, i) => ({
            slot: 4 + i,
            item: game.items([item])[0],
            ...sampleOf(all.length, wins(all, ASHE), all.length),
          })),
        },
      ]);
      // The core list of the builds agrees.
      expect(ashe.builds.core.map((c) => c.games)).toEqual([all.length]);
    });

    it('lists the skill path of the first 15 points and its levels 16–18', async () => {
      const ashe = await page('/api/champions/ashe?patch=14.3');
      const withTimeline = ranked.filter(([, tl]) => tl !== null);
      const [[document, timeline] = []] = withTimeline;
      if (!document || !timeline) throw new Error('no timeline');
      const { points } = playerEvents(timeline, document, ASHE);
      expect(points).toHaveLength(18);
      const all = withTimeline.map(([d]) => d);
      const sample = sampleOf(all.length, wins(all, ASHE), all.length);
      expect(ashe.skill_paths).toEqual([
        { path: points.slice(0, 15), ...sample, to_18: { path: points.slice(15), ...sample } },
      ]);
    });

    it('gives a jungler its mid and top laners with their games and win rates', async () => {
      const zac = await page('/api/champions/zac?patch=14.3');
      expect(zac.role).toBe('JUNGLE');
      const documents = ranked.map(([d]) => d);
      const teammate = (position: string) =>
        documents[0]?.info.participants.find((p) => p.teamId === 100 && p.teamPosition === position)
          ?.championId ?? 0;
      const { rows } = (await t.database.db.execute(sql`
      select count(*)::int as games, (count(*) filter (where p.win))::int as wins
      from match_participants p join matches m using (match_id)
      where p.champion_id = ${ZAC} and m.queue_id = 420 and not m.is_remake`)) as unknown as {
        rows: { games: number; wins: number }[];
      };
      const games = Number(rows[0]?.games);
      expect(games).toBe(12);
      const entry = (championId: number) => ({
        champion: {
          id: championId,
          key: game.championKey(championId),
          ...game.champion(championId, ''),
        },
        ...sampleOf(games, Number(rows[0]?.wins), games),
      });
      // One partner each, at the minimum sample or over it: it is the best, and no worst is left.
      expect(zac.synergy).toEqual([
        { role: 'MIDDLE', partners: 1, games, best: [entry(teammate('MIDDLE'))], worst: [] },
        { role: 'TOP', partners: 1, games, best: [entry(teammate('TOP'))], worst: [] },
      ]);
      expect(wins(documents, ZAC)).toBe(Number(rows[0]?.wins));
    });

    it('lists no synergy in ARAM, but its core builds and skill paths', async () => {
      const vayne = await page('/api/champions/vayne?queue=450');
      expect(vayne.role).toBe('');
      expect(vayne.synergy).toEqual([]);
      const document = readMatch(ARAM);
      const { bought, points } = playerEvents(readTimeline(ARAM), document, VAYNE);
      const build = buildOf(bought, items);
      expect(vayne.core_builds.map((b) => b.items.map((i) => i.id))).toEqual([build.core]);
      expect(vayne.skill_paths.map((p) => [p.path.join(''), p.to_18?.path.join('')])).toEqual([
        [points.slice(0, 15).join(''), points.slice(15, 18).join('')],
      ]);
    });

    it('gives an ARAM champion every enemy met, the best and hardest among those with the sample', async () => {
      const vayne = await page('/api/champions/vayne?queue=450');
      const players = readMatch(ARAM).info.participants;
      const team = players.find((p) => p.championId === VAYNE)?.teamId;
      const enemyIds = players
        .filter((p) => p.teamId !== team)
        .map((p) => p.championId)
        .sort((a, b) => a - b);
      expect(vayne.enemies?.champions).toBe(5);
      // Equal records: the best are the first half (rounded up) by champion id, the worst the rest.
      expect(vayne.enemies?.best.map((e) => e.champion.id)).toEqual(enemyIds.slice(0, 3));
      expect(vayne.enemies?.worst.map((e) => e.champion.id)).toEqual(enemyIds.slice(3));
      const won = wins(aram, VAYNE);
      for (const entry of [...(vayne.enemies?.best ?? []), ...(vayne.enemies?.worst ?? [])]) {
        expect(entry).toMatchObject({
          games: 11,
          win_rate: asPercent(won / 11),
          ...winRateBounds(won, 11),
          pick_rate: 100,
        });
      }
      // A queue with lanes has its matchups instead.
      expect((await page('/api/champions/ashe?patch=14.3')).enemies).toBeNull();
    });

    it('keeps every figure of a champion page without games empty', async () => {
      const corki = await page('/api/champions/corki?patch=14.3');
      expect(corki).toMatchObject({ role: '', core_builds: [], skill_paths: [], synergy: [] });
    });
  },
);
