import { listExamplePlayers } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { ExamplePlayersService } from './example-players.service.ts';

export function registerExamplePlayerRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { examplePlayers: ExamplePlayersService },
) {
  const { examplePlayers } = deps;
  bindRoute(app, guard, listExamplePlayers, async () => ({ data: await examplePlayers.list() }));
}
