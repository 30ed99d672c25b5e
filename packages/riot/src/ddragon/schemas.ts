import { z } from 'zod';

/*
 * Loose schemas of the Data Dragon files: only the fields we use, unknown fields ignored, so a
 * new patch that adds fields still loads and a broken file fails with a clear path.
 */

const NumericStringSchema = z.string().regex(/^-?\d+$/, 'expected a numeric string');
const ImageSchema = z.object({ full: z.string() });

export const ChampionFileSchema = z.object({
  data: z.record(
    z.string(),
    z.object({
      id: z.string().min(1),
      key: NumericStringSchema,
      name: z.string(),
      title: z.string(),
      tags: z.array(z.string()).default([]),
      image: ImageSchema,
    }),
  ),
});

export const ItemFileSchema = z.object({
  data: z.record(
    NumericStringSchema,
    z.object({
      name: z.string(),
      gold: z.object({
        base: z.number(),
        total: z.number(),
        sell: z.number(),
        purchasable: z.boolean(),
      }),
      tags: z.array(z.string()).default([]),
      from: z.array(NumericStringSchema).default([]),
      into: z.array(NumericStringSchema).default([]),
      maps: z.record(z.string(), z.boolean()).default({}),
      depth: z.number().optional(),
      image: ImageSchema,
      /** A one-line description, plain text. */
      plaintext: z.string().optional(),
    }),
  ),
});

export const SummonerFileSchema = z.object({
  data: z.record(
    z.string(),
    z.object({
      id: z.string().min(1),
      key: NumericStringSchema,
      name: z.string(),
      modes: z.array(z.string()).default([]),
      image: ImageSchema,
    }),
  ),
});

const RuneSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  /** A rune's one-line description, with Riot's markup; trees have none. */
  shortDesc: z.string().optional(),
});

export const RunesReforgedFileSchema = z.array(
  RuneSchema.extend({
    slots: z.array(z.object({ runes: z.array(RuneSchema) })),
  }),
);

export const ProfileIconFileSchema = z.object({
  data: z.record(z.string(), z.object({ id: z.number().int() })),
});

export const VersionsFileSchema = z.array(z.string());

export type ChampionFile = z.infer<typeof ChampionFileSchema>;
export type ItemFile = z.infer<typeof ItemFileSchema>;
export type SummonerFile = z.infer<typeof SummonerFileSchema>;
export type RunesReforgedFile = z.infer<typeof RunesReforgedFileSchema>;
export type ProfileIconFile = z.infer<typeof ProfileIconFileSchema>;
