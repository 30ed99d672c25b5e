import { describe, expect, it } from 'vitest';
import {
  MAP_KEYS,
  mapKey,
  QUEUE_CATALOGUE,
  QUEUE_FILTERS,
  QUEUE_KEYS,
  queueById,
  queueGroupOf,
  queueSelection,
} from './queues.ts';

describe('queue catalogue', () => {
  it('names every current queue', () => {
    const current = [
      0, 400, 420, 430, 440, 450, 480, 490, 700, 720, 870, 880, 890, 900, 1020, 1300, 1400, 1700,
      1710, 1750, 1810, 1820, 1830, 1840, 1900, 2300, 2400,
    ];
    expect(current.filter((id) => queueById(id) === undefined)).toEqual([]);
  });

  it('lists each id once, with an upper snake case key', () => {
    const ids = QUEUE_CATALOGUE.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of QUEUE_CATALOGUE) expect(q.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(QUEUE_KEYS).toEqual([...new Set(QUEUE_CATALOGUE.map((q) => q.key))]);
  });

  it('marks only Ranked Solo/Duo and Ranked Flex as ranked', () => {
    expect(QUEUE_CATALOGUE.filter((q) => q.isRanked).map((q) => q.id)).toEqual([420, 440]);
    expect(queueById(420)?.group).toBe('solo');
    expect(queueById(440)?.group).toBe('flex');
  });

  it('gives lane roles to Summoner’s Rift queues and none to ARAM, Arena or Swarm', () => {
    for (const id of [400, 420, 430, 440, 480, 490, 700])
      expect(queueById(id)?.hasRoles, `${id}`).toBe(true);
    for (const id of [450, 2400, 1700, 1750, 1810])
      expect(queueById(id)?.hasRoles, `${id}`).toBe(false);
  });

  it('groups queues as the match list filters them', () => {
    expect(queueById(490)?.group).toBe('normal');
    expect(queueById(480)?.group).toBe('normal');
    expect(queueById(2400)?.group).toBe('aram');
    expect(queueById(1710)?.group).toBe('arena');
    expect(queueById(1820)?.group).toBe('other');
  });

  it('puts each queue on a known map, or on none for a custom game', () => {
    for (const q of QUEUE_CATALOGUE) {
      if (q.id === 0) expect(q.mapId).toBe(0);
      else expect(mapKey(q.mapId), `${q.id}`).toBeDefined();
    }
  });

  it('leaves queues it does not know to the map fallback', () => {
    expect(queueById(3130)).toBeUndefined();
    expect(mapKey(11)).toBe('SUMMONERS_RIFT');
    expect(mapKey(30)).toBe('RINGS_OF_WRATH');
    expect(mapKey(22)).toBeUndefined();
    expect(Object.keys(MAP_KEYS).map(Number)).toEqual([11, 12, 14, 21, 30, 33, 35]);
  });
});

describe('queue filters', () => {
  it('select the tabs by group and leave every other id to Other', () => {
    expect(queueSelection('all')).toEqual({ kind: 'all' });
    expect(queueSelection('solo')).toEqual({ kind: 'in', ids: [420] });
    expect(queueSelection('normal')).toEqual({ kind: 'in', ids: [400, 430, 480, 490] });
    expect(queueSelection('aram')).toEqual({ kind: 'in', ids: [450, 720, 920, 2400] });
    const other = queueSelection('other');
    expect(other.kind).toBe('notIn');
    if (other.kind === 'notIn') {
      expect(other.ids).toContain(420);
      expect(other.ids).not.toContain(0);
    }
  });

  it('put an unknown queue in Other', () => {
    expect(queueGroupOf(99_999)).toBe('other');
    expect(queueGroupOf(1700)).toBe('arena');
    expect(QUEUE_FILTERS[0]).toBe('all');
  });
});
