import { describe, expect, it } from 'vitest';
import { QUEUES, queueInfo, queueName } from './queues.ts';

describe('queue table', () => {
  it('names the queues the site shows', () => {
    expect(queueName(420)).toBe('Ranked Solo/Duo');
    expect(queueName(440)).toBe('Ranked Flex');
    expect(queueName(400)).toBe('Normal Draft');
    expect(queueName(450)).toBe('ARAM');
    expect(queueName(1700)).toBe('Arena');
    expect(queueName(2400)).toBe('ARAM: Mayhem');
  });

  it('covers every queue the product needs', () => {
    const needed = [
      0, 400, 420, 430, 440, 450, 480, 490, 700, 720, 830, 840, 850, 900, 1020, 1300, 1400, 1700,
      1710, 1810, 1820, 1830, 1840, 1900, 2300, 2400, 3100,
    ];
    expect(needed.filter((id) => queueInfo(id) === undefined)).toEqual([]);
  });

  it('gives a readable fallback for an unknown queue id', () => {
    expect(queueName(3130)).toBe('Queue 3130');
    expect(queueInfo(3130)).toBeUndefined();
  });

  it('lists each id once, with an upper snake case key', () => {
    const ids = QUEUES.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of QUEUES) expect(q.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(queueInfo(420)?.key).toBe('RANKED_SOLO');
    expect(queueInfo(1710)?.key).toBe(queueInfo(1700)?.key);
  });
});
