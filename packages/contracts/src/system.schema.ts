import { API_ROUTES } from './api-routes.ts';
import { HealthSchema } from './common.schema.ts';
import { defineRoute } from './route.ts';

export const health = defineRoute(API_ROUTES.health, {
  access: 'public',
  tag: 'system',
  summary: 'Liveness: ok once the database answers',
  status: 200,
  response: HealthSchema,
});
