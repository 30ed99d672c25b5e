import type { GameItem, MatchBuildResponse, TimelineKill } from '@riftscope/contracts';

const CDN = 'https://ddragon.leagueoflegends.com/cdn/15.22.1/img';

export const item = (id: number, name: string): GameItem => ({
  id,
  name,
  image_url: `${CDN}/item/${id}.png`,
});

const rune = (name: string) => ({ name, icon: `${CDN}/perk-images/${name}.png` });

/** A mid laner's build: a start, a sold potion, an undone boot and Q-max skill order. */
export function buildResponse(overrides: Partial<MatchBuildResponse> = {}): MatchBuildResponse {
  return {
    timeline_available: true,
    items: [
      {
        minute: 0,
        events: [
          { type: 'ITEM_PURCHASED', item: item(1056, "Doran's Ring") },
          { type: 'ITEM_PURCHASED', item: item(2003, 'Health Potion') },
        ],
      },
      {
        minute: 9,
        events: [
          { type: 'ITEM_PURCHASED', item: item(1001, 'Boots') },
          { type: 'ITEM_UNDO', item: item(1001, 'Boots') },
          { type: 'ITEM_SOLD', item: item(2003, 'Health Potion') },
        ],
      },
      { minute: 14, events: [{ type: 'ITEM_PURCHASED', item: item(3089, "Rabadon's Deathcap") }] },
    ],
    skills: (['Q', 'W', 'E', 'Q', 'Q', 'R', 'Q', 'W', 'Q', 'W'] as const).map((slot, index) => ({
      level: index + 1,
      slot,
    })),
    runes: {
      primary: {
        tree: rune('Domination'),
        keystone: rune('Electrocute'),
        runes: [rune('Taste of Blood'), rune('Eyeball Collection'), rune('Ultimate Hunter')],
      },
      secondary: { tree: rune('Sorcery'), runes: [rune('Manaflow Band'), rune('Transcendence')] },
      shards: [rune('Adaptive Force'), rune('Adaptive Force'), rune('Health Scaling')],
    },
    ...overrides,
  };
}

/** A kill at minute `minute` at (x, y), credited to `team`. */
export const mapKill = (minute: number, team: 100 | 200, x = 7_000, y = 7_000): TimelineKill => ({
  timestamp: minute * 60_000 + 5_000,
  x,
  y,
  killer_team_id: team,
  killer: team === 100 ? 1 : 6,
  victim: team === 100 ? 6 : 1,
  assists: [],
});
