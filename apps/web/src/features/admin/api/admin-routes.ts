import { ADMIN_API_ROUTES } from '@riftscope/contracts';
import { registerApiRoutes } from '../../../lib/api-client.ts';

/*
 * The admin area's routes, registered with the API client when the first admin module that calls
 * them loads: every such module imports this one, and none of the public pages does, so their
 * bundle never carries the admin routes.
 */
registerApiRoutes(ADMIN_API_ROUTES);
