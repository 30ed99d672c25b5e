import { HealthSchema, health } from '@riftscope/contracts';

/** Whether the API answers its health check; any network or shape failure counts as down. */
export async function isApiOnline(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(health.path, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    return HealthSchema.safeParse(await response.json()).success;
  } catch {
    return false;
  }
}
