import type {
  ParticipantFrame,
  TimelineEvent,
  TimelineParticipant,
  TimelineResponse,
} from '@riftscope/contracts';

const CDN = 'https://ddragon.leagueoflegends.com/cdn/15.22.1/img';

/** An item id the fixture's reply leaves out of `items`, as for an item Data Dragon lacks. */
export const UNNAMED_ITEM = 3020;

const CHAMPIONS = [
  'Garen',
  'LeeSin',
  'Ahri',
  'Jinx',
  'Thresh',
  'Darius',
  'Vi',
  'Zed',
  'Caitlyn',
  'Lulu',
] as const;

/** Player `id` (1–10): ids 1–5 are blue, 6–10 red; `puuid-<id>` and `Player<id>#EUW`. */
export function timelineParticipant(id: number): TimelineParticipant {
  const champion = CHAMPIONS[id - 1] ?? 'Garen';
  return {
    puuid: `puuid-${id}`,
    participant_id: id,
    summoner_name: `Player${id}#EUW`,
    champion_name: champion,
    champion: { name: champion, image_url: `${CDN}/champion/${champion}.png` },
    team_id: id <= 5 ? 100 : 200,
  };
}

const snapshot = (participantId: number, minute: number): ParticipantFrame => ({
  participantId,
  totalGold: 500 + minute * 100 * participantId,
  xp: minute * 50 * participantId,
  minionsKilled: minute * participantId,
  jungleMinionsKilled: 0,
});

export const purchase = (participantId: number, itemId: number, timestamp: number) =>
  ({ type: 'ITEM_PURCHASED', participantId, itemId, timestamp }) satisfies TimelineEvent;

export const kill = (killerId: number, victimId: number, timestamp: number) =>
  ({ type: 'CHAMPION_KILL', killerId, victimId, timestamp }) satisfies TimelineEvent;

/**
 * A three-frame timeline of ten players: player `p` has 500 + 100·p·minute gold. Events land in
 * the frame of their minute.
 */
export function timelineResponse(events: TimelineEvent[] = []): TimelineResponse {
  const ids = Array.from({ length: 10 }, (_, index) => index + 1);
  return {
    timeline: {
      participants: ids.map((id) => ({ puuid: `puuid-${id}`, participantId: id })),
      frames: [0, 1, 2].map((minute) => ({
        timestamp: minute * 60_000 + (minute > 0 ? 20 : 0),
        participantFrames: Object.fromEntries(ids.map((id) => [String(id), snapshot(id, minute)])),
        events: events.filter(
          (event) =>
            event.timestamp > (minute - 1) * 60_000 + 20 && event.timestamp <= minute * 60_000 + 20,
        ),
      })),
    },
    // The server sends them in match order; red before blue here checks the row's sorting.
    participants: [...ids.slice(5), ...ids.slice(0, 5)].map(timelineParticipant),
    // As the server names them: every item the purchases name, except one it does not know.
    items: [
      ...new Set(
        events.flatMap((e) =>
          e.type === 'ITEM_PURCHASED' && e.itemId !== undefined ? [e.itemId] : [],
        ),
      ),
    ]
      .filter((id) => id !== UNNAMED_ITEM)
      .map((id) => ({ id, name: `Named ${id}`, image_url: `${CDN}/item/${id}.png` })),
    map_id: 11,
    team_gold_diff: [
      { minute: 0, value: 0 },
      { minute: 1, value: -1_250 },
      { minute: 2, value: -2_500 },
    ],
    objectives: [],
    kills: [],
  };
}
