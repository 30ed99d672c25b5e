import { HealthSchema } from './common.ts';
import { defineRoute } from './route.ts';

export const health = defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'system',
  summary: 'Liveness: ok once the database answers',
  status: 200,
  response: HealthSchema,
});
