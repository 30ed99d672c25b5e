import { type Region, riotIdKey } from '@riftscope/contracts';
import type { FastifyRequest } from 'fastify';
import { isPageRenderRequest } from '../../platform/page-render-request.ts';

/**
 * How a request may reach a player's data: `riot` asks Riot for what is not stored (within the
 * visitor's quotas); `stored` (a page render's) answers from stored data alone, 409 where that
 * is not enough, and still starts the background work a view starts (a stale profile's refresh,
 * the season's import), which no answer waits for.
 */
export type PlayerReads = 'riot' | 'stored';

/**
 * The answer to a page render's request (platform/page-render-request.ts) about a player whose
 * answer is not stored yet: the lookup, or the older matches, are Riot's to give, which a render
 * never asks or waits for. The browser asks for it instead.
 */
export const NOT_STORED_YET = 'Not stored yet: asked for from the browser';

/** The player a request names by Riot ID, and how it may reach their data. */
export interface PlayerRequest<R extends Region | undefined = Region> {
  /** undefined where a route allows it: the stored player of that Riot ID in any region. */
  region: R;
  gameName: string;
  tagLine: string;
  /** The visitor's address, which lookups that ask Riot count against. */
  client?: string;
  /** `riot` unless given. */
  reads?: PlayerReads;
}

/** A page render's requests are answered from stored data alone; a visitor's may ask Riot. */
export const readsOf = (req: FastifyRequest): PlayerReads =>
  isPageRenderRequest(req) ? 'stored' : 'riot';

/** The player a route's path names, asked for by the request's visitor. */
export function playerOf(
  params: { region: Region; gameName: string; tagLine: string },
  req: FastifyRequest,
): PlayerRequest {
  const { region, gameName, tagLine } = params;
  return { region, gameName, tagLine, client: req.ip, reads: readsOf(req) };
}

/**
 * The cache group of a player's answers (contracts' riotIdKey), forgotten together after an
 * Update.
 */
export const playerGroup = (player: Pick<PlayerRequest, 'gameName' | 'tagLine'>) =>
  riotIdKey(player.gameName, player.tagLine);
