import { deleteFavorite, listFavorites, toggleFavorite } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import type { FavoritesService } from './favorites.service.ts';

export function registerFavoriteRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { favorites: FavoritesService },
) {
  const { favorites } = deps;
  bindRoute(app, guard, listFavorites, ({ auth }) => favorites.list(auth.user.id));
  bindRoute(app, guard, toggleFavorite, ({ auth, params }) =>
    favorites.toggle(auth.user.id, params.id),
  );
  bindRoute(app, guard, deleteFavorite, async ({ auth, params }) => {
    await favorites.remove(auth.user.id, params.id);
    return undefined;
  });
}
