import { testWorld } from '../../test-support.ts';
import { isArena } from '../arena.ts';
import type { MatchHeader } from '../schedule.ts';
import type { World } from '../world.ts';
import { type MatchDocument, matchDocument } from './match-document.ts';
import type { TimelineDocument } from './timeline.ts';
import type { SimMatch } from './types.ts';

/** Small worlds whose matches (each with its own seed) the invariant tests run over. */
const WORLDS = [
  [3, 300],
  [41, 300],
] as const;

type TimelineEvent = TimelineDocument['info']['frames'][number]['events'][number];

/** A sampled match; the simulation and documents are made on first use. */
export class TestGame {
  #sim?: SimMatch;
  #doc?: MatchDocument;
  #timeline?: TimelineDocument;
  #events?: TimelineEvent[];

  readonly world: World;
  readonly header: MatchHeader;

  constructor(world: World, header: MatchHeader) {
    this.world = world;
    this.header = header;
  }

  get sim(): SimMatch {
    this.#sim ??= this.world.simulate(this.header);
    return this.#sim;
  }

  get doc(): MatchDocument {
    this.#doc ??= matchDocument(this.sim);
    return this.#doc;
  }

  get timeline(): TimelineDocument {
    this.#timeline ??= this.world.timelineDocument(this.header);
    return this.#timeline;
  }

  /** Every timeline event, frame after frame. */
  get events(): TimelineEvent[] {
    this.#events ??= this.timeline.info.frames.flatMap((f) => f.events);
    return this.#events;
  }
}

let games: Promise<TestGame[]> | undefined;

/** Every 30th match of each test world but Arena's: a few hundred games of every other queue. */
export function testGames(): Promise<TestGame[]> {
  games ??= (async () => {
    const out: TestGame[] = [];
    for (const [seed, players] of WORLDS) {
      const world = await testWorld(seed, players);
      for (const header of world.matches.filter((m, i) => i % 30 === 0 && !isArena(m)))
        out.push(new TestGame(world, header));
    }
    return out;
  })();
  return games;
}
