import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the offline demo defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
    });
    expect(config.database.url).toBeUndefined();
    expect(config.riot.apiKey).toBeUndefined();
    expect(config.riot.baseUrl).toBe('https://{routing}.api.riotgames.com');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.analytics.gaMeasurementId).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '' });
    expect(config.http.port).toBe(8080);
    expect(config.database.url).toBeUndefined();
    expect(config.admin.email).toBeUndefined();
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://riftscope.example/',
      DATA_DIR: '/var/lib/riftscope',
      DATABASE_URL: 'postgres://u@db:5432/riftscope',
      REDIS_URL: 'redis://cache:6379',
      RIOT_API_KEY: 'RGAPI-test',
      RIOT_API_BASE_URL: 'http://127.0.0.1:9100/{routing}',
      DDRAGON_DIR: '/srv/ddragon',
      DDRAGON_VERSION: '15.22.1',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long enough',
      SIM_SEED: '7',
      SIM_PLAYERS: '500',
      GA_MEASUREMENT_ID: 'G-ABC123XYZ9',
    });
    expect(config.http).toEqual({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://riftscope.example',
    });
    expect(config.dataDir).toBe('/var/lib/riftscope');
    expect(config.database.url).toBe('postgres://u@db:5432/riftscope');
    expect(config.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'riftscope' });
    expect(config.riot).toEqual({
      apiKey: 'RGAPI-test',
      baseUrl: 'http://127.0.0.1:9100/{routing}',
      ddragonDir: '/srv/ddragon',
      ddragonVersion: '15.22.1',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long enough' });
    expect(config.sim).toEqual({ seed: 7, players: 500 });
    expect(config.analytics).toEqual({ gaMeasurementId: 'G-ABC123XYZ9' });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        RIOT_API_BASE_URL: 'https://api',
        DDRAGON_VERSION: 'latest',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'RIOT_API_BASE_URL', 'DDRAGON_VERSION']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('refuses a port out of range and a short admin password', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses a Google Analytics ID that is not a G- measurement ID', () => {
    for (const id of ['UA-12345-1', 'G-', 'g-abc123', 'G-ABC"><script>']) {
      expect(() => loadConfig({ GA_MEASUREMENT_ID: id }), id).toThrow(/GA_MEASUREMENT_ID/);
    }
    expect(loadConfig({ GA_MEASUREMENT_ID: '' }).analytics.gaMeasurementId).toBeUndefined();
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.http)).toBe(true);
  });
});
