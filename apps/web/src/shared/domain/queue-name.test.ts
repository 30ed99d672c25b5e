import { MAP_KEYS, QUEUE_CATALOGUE } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { GAME_MODE_KEYS, matchQueueName, QUEUE_KEYS, queueName } from './queue-name.ts';

const locales = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/{summoner,live}.json',
  { eager: true },
);

/** The names a locale file gives under `section`, by key. */
const names = (path: string, section: string) =>
  (locales[path]?.default[section] ?? {}) as Record<string, unknown>;

const queueFiles = Object.keys(locales);
const summonerFiles = queueFiles.filter((path) => path.endsWith('/summoner.json'));

describe('queue names', () => {
  it('are read from the files of en, ru and tr', () => {
    expect(summonerFiles).toHaveLength(3);
    expect(queueFiles).toHaveLength(6);
  });

  it('know every key of the contracts catalogue, once', () => {
    expect([...QUEUE_KEYS].sort()).toEqual([...new Set(QUEUE_CATALOGUE.map((q) => q.key))].sort());
  });

  it.each(queueFiles)('%s names every queue of the catalogue', (path) => {
    const queues = names(path, 'queues');
    for (const key of QUEUE_KEYS) expect(queues[key], key).toEqual(expect.any(String));
  });

  it.each(summonerFiles)('%s names every map and game mode of the fallback', (path) => {
    const maps = names(path, 'maps');
    for (const key of Object.values(MAP_KEYS)) expect(maps[key], key).toEqual(expect.any(String));
    const modes = names(path, 'game_modes');
    for (const key of GAME_MODE_KEYS) expect(modes[key], key).toEqual(expect.any(String));
    expect(locales[path]?.default.queue_on_map).toContain('{{map}}');
  });

  it('names a catalogue queue by its key', () => {
    expect(queueName('RANKED_SOLO')).toEqual({ key: 'RANKED_SOLO' });
    expect(matchQueueName('ARENA', { mapId: 30, gameMode: 'CHERRY' })).toEqual({ key: 'ARENA' });
  });

  it('labels an unknown queue id from its map and game mode', () => {
    expect(matchQueueName('QUEUE_3130', { mapId: 11, gameMode: 'CLASSIC' })).toEqual({
      map: 'SUMMONERS_RIFT',
      mode: { key: 'CLASSIC' },
    });
    expect(matchQueueName('QUEUE_4210', { mapId: 12, gameMode: 'NEW_THING' })).toEqual({
      map: 'HOWLING_ABYSS',
      mode: { text: 'New thing' },
    });
  });

  it('falls back to the queue id when the map is unknown too', () => {
    expect(matchQueueName('QUEUE_9999', { mapId: 99, gameMode: 'CLASSIC' })).toEqual({
      id: '9999',
    });
    expect(queueName('NEW_MODE')).toEqual({ text: 'New mode' });
  });
});
