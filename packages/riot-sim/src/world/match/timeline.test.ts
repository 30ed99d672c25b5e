import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support.ts';

/** Every 23rd match with a timeline (Arena has none): a few hundred of all queues and platforms. */
async function sampleMatches() {
  const world = await testWorld();
  return { world, matches: world.matches.filter((m, i) => i % 23 === 0 && world.hasTimeline(m)) };
}

describe('match documents and timelines', () => {
  it('agree on kills, deaths, assists, gold, CS, level and wards for every participant', async () => {
    const { world, matches } = await sampleMatches();
    expect(matches.length).toBeGreaterThan(500);
    const problems: string[] = [];
    for (const m of matches) {
      const doc = world.matchDocument(m);
      const timeline = world.timelineDocument(m);
      const frames = timeline.info.frames;
      const last = frames.at(-1);
      if (!last) throw new Error('no frames');
      const events = frames.flatMap((f) => f.events);
      const kills = events.filter((e) => e.type === 'CHAMPION_KILL');
      for (const p of doc.info.participants) {
        const id = p.participantId;
        const frame = last.participantFrames[String(id)];
        const asKiller = kills.filter((e) => e.killerId === id).length;
        const asVictim = kills.filter((e) => e.victimId === id).length;
        const asAssist = kills.filter((e) =>
          (e.assistingParticipantIds as number[] | undefined)?.includes(id),
        ).length;
        const wards = events.filter((e) => e.type === 'WARD_PLACED' && e.creatorId === id).length;
        const skillUps = events.filter(
          (e) => e.type === 'SKILL_LEVEL_UP' && e.participantId === id,
        ).length;
        const actual = [
          asKiller,
          asVictim,
          asAssist,
          frame?.totalGold,
          frame?.minionsKilled,
          frame?.jungleMinionsKilled,
          frame?.level,
          frame?.xp,
          (frame?.totalGold ?? 0) - (frame?.currentGold ?? 0),
          wards,
          skillUps,
        ];
        const expected = [
          p.kills,
          p.deaths,
          p.assists,
          p.goldEarned,
          p.totalMinionsKilled,
          p.neutralMinionsKilled,
          p.champLevel,
          p.champExperience,
          p.goldSpent,
          p.wardsPlaced,
          p.champLevel,
        ];
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          problems.push(
            `${m.matchId} #${id}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a frame a minute plus a final one, with every event in the frame of its minute', async () => {
    const { world, matches } = await sampleMatches();
    for (const m of matches.slice(0, 150)) {
      const doc = world.matchDocument(m);
      const { info } = world.timelineDocument(m);
      expect(info.frameInterval).toBe(60_000);
      expect(info.frames.length).toBe(Math.ceil(doc.info.gameDuration / 60) + 1);
      expect(info.participants.map((p) => p.puuid)).toEqual(doc.metadata.participants);
      let previous = -1;
      info.frames.forEach((frame, i) => {
        expect(frame.timestamp).toBeGreaterThan(previous);
        expect(Object.keys(frame.participantFrames)).toEqual([
          '1',
          '2',
          '3',
          '4',
          '5',
          '6',
          '7',
          '8',
          '9',
          '10',
        ]);
        for (const e of frame.events) {
          expect(e.timestamp).toBeLessThanOrEqual(frame.timestamp);
          expect(e.timestamp).toBeGreaterThan(i === 0 ? -1 : previous);
        }
        for (const pf of Object.values(frame.participantFrames))
          expect(pf.currentGold).toBeGreaterThanOrEqual(0);
        previous = frame.timestamp;
      });
      const lastEvents = info.frames.at(-1)?.events ?? [];
      expect(lastEvents.at(-1)).toMatchObject({
        type: 'GAME_END',
        winningTeam: doc.info.teams.find((t) => t.win)?.teamId,
      });
      const types = new Set(info.frames.flatMap((f) => f.events.map((e) => e.type)));
      for (const type of ['ITEM_PURCHASED', 'CHAMPION_KILL', 'SKILL_LEVEL_UP', 'BUILDING_KILL'])
        expect(types).toContain(type);
      if (doc.info.queueId !== 450) {
        expect(types).toContain('WARD_PLACED');
        expect(types).toContain('ELITE_MONSTER_KILL');
      }
    }
  });

  it('buys every final item in the timeline, and only real items for the map', async () => {
    const { world, matches } = await sampleMatches();
    const dd = world.data.dd;
    for (const m of matches.slice(0, 200)) {
      const doc = world.matchDocument(m);
      const events = world.timelineDocument(m).info.frames.flatMap((f) => f.events);
      for (const p of doc.info.participants) {
        const bought = new Set(
          events
            .filter((e) => e.type === 'ITEM_PURCHASED' && e.participantId === p.participantId)
            .map((e) => e.itemId),
        );
        const items = [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5, p.item6].filter(
          (id) => id !== 0,
        );
        expect(items.length).toBeGreaterThan(0);
        for (const id of items) {
          expect(bought).toContain(id);
          expect(dd.item(id)?.maps[String(doc.info.mapId)]).toBe(true);
        }
        if (doc.info.mapId === 11) expect([3340, 3363, 3364]).toContain(p.item6);
        else expect(p.item6).toBe(0);
      }
    }
  });

  it('fills participants like real documents: positions, spells, runes and champions', async () => {
    const { world, matches } = await sampleMatches();
    const dd = world.data.dd;
    for (const m of matches.slice(0, 200)) {
      const doc = world.matchDocument(m);
      const isAram = doc.info.queueId === 450;
      expect(doc.info.participants).toHaveLength(10);
      expect(new Set(doc.info.participants.map((p) => p.championId)).size).toBe(10);
      for (const p of doc.info.participants) {
        expect(dd.champion(p.championId)?.id).toBe(p.championName);
        const spells = [p.summoner1Id, p.summoner2Id];
        for (const s of spells)
          expect(dd.summonerSpell(s)?.modes).toContain(isAram ? 'ARAM' : 'CLASSIC');
        if (!isAram) expect(spells).toContain(4);
        if (p.teamPosition === 'JUNGLE') expect(spells).toContain(11);
        else expect(spells).not.toContain(11);
        const [primary, sub] = p.perks.styles;
        const primaryStyle = dd.runeStyles.find((s) => s.id === primary?.style);
        const subStyle = dd.runeStyles.find((s) => s.id === sub?.style);
        expect(primaryStyle).toBeDefined();
        expect(subStyle).toBeDefined();
        expect(primary?.style).not.toBe(sub?.style);
        expect(primaryStyle?.slots[0]).toContain(primary?.selections[0]?.perk);
        for (const sel of sub?.selections ?? []) expect(subStyle?.slots.flat()).toContain(sel.perk);
        expect(p.challenges.kda).toBeCloseTo((p.kills + p.assists) / Math.max(1, p.deaths), 5);
      }
      const positions = doc.info.participants.map((p) => p.teamPosition);
      expect(positions).toEqual(
        isAram
          ? Array(10).fill('')
          : [
              'TOP',
              'JUNGLE',
              'MIDDLE',
              'BOTTOM',
              'UTILITY',
              'TOP',
              'JUNGLE',
              'MIDDLE',
              'BOTTOM',
              'UTILITY',
            ],
      );
      for (const team of doc.info.teams) {
        expect(team.bans).toHaveLength(isAram ? 0 : 5);
        const mine = doc.info.participants.filter((p) => p.teamId === team.teamId);
        expect(team.objectives.champion.kills).toBe(mine.reduce((s, p) => s + p.kills, 0));
        expect(mine.every((p) => p.win === team.win)).toBe(true);
      }
      expect(doc.info.teams.filter((t) => t.win)).toHaveLength(1);
    }
  });

  it('picks champions whose class fits the role', async () => {
    const { world, matches } = await sampleMatches();
    for (const m of matches.filter((x) => x.queueId === 420).slice(0, 150)) {
      for (const p of world.matchDocument(m).info.participants) {
        const tags = world.data.dd.champion(p.championId)?.tags ?? [];
        if (p.teamPosition === 'BOTTOM')
          expect(tags.some((t) => t === 'Marksman' || t === 'Mage')).toBe(true);
        if (p.teamPosition === 'UTILITY')
          expect(tags.some((t) => t === 'Support' || t === 'Mage' || t === 'Tank')).toBe(true);
      }
    }
  });
});
