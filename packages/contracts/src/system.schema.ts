import { API_ROUTES } from './api-routes.ts';
import { HealthSchema } from './common.schema.ts';
import { defineRoute } from './route.ts';

export const health = defineRoute(API_ROUTES.health, {
  access: 'public',
  tag: 'system',
  summary:
    'Health: ok once the database and, with Redis, Redis answer; 503 naming Redis when it does not',
  status: 200,
  response: HealthSchema,
});
