import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RIOT_SPEND_LIMITS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the offline demo defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      requestTimeoutMs: 120_000,
    });
    expect(config.uploads).toEqual({ perUserPerMinute: 20 });
    expect(config.database.url).toBeUndefined();
    expect(config.riot.apiKey).toBeUndefined();
    expect(config.riot.baseUrl).toBe('https://{routing}.api.riotgames.com');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.analytics.gaMeasurementId).toBeUndefined();
    expect(config.assets).toEqual({
      baseUrl: undefined,
      ddragonCdnUrl: 'https://ddragon.leagueoflegends.com',
      cacheMaxBytes: 256 * 1024 * 1024,
      fetchesPerIpPerMinute: 300,
      fetchesPerMinute: 1200,
    });
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
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      REQUEST_TIMEOUT_SECONDS: '300',
      IMAGE_UPLOADS_PER_USER_PER_MINUTE: '5',
      ASSET_BASE_URL: 'https://art.riftscope.example/',
      DDRAGON_CDN_URL: 'http://127.0.0.1:9200/',
      DDRAGON_CACHE_MB: '64',
      DDRAGON_FETCHES_PER_IP_PER_MINUTE: '40',
      DDRAGON_FETCHES_PER_MINUTE: '200',
      DDRAGON_LOCALES: 'en_US, ru_RU',
      CDRAGON_URL: 'http://127.0.0.1:9300',
    });
    expect(config.http).toEqual({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://riftscope.example',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      requestTimeoutMs: 300_000,
    });
    expect(config.uploads).toEqual({ perUserPerMinute: 5 });
    expect(config.dataDir).toBe('/var/lib/riftscope');
    expect(config.database.url).toBe('postgres://u@db:5432/riftscope');
    expect(config.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'riftscope' });
    expect(config.riot).toEqual({
      apiKey: 'RGAPI-test',
      baseUrl: 'http://127.0.0.1:9100/{routing}',
      isSimulatorInProcess: false,
      ddragonDir: '/srv/ddragon',
      ddragonVersion: '15.22.1',
      ddragonLocales: ['en_US', 'ru_RU'],
      cdragonUrl: 'http://127.0.0.1:9300',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long enough' });
    expect(config.sim).toEqual({ seed: 7, players: 500 });
    expect(config.analytics).toEqual({ gaMeasurementId: 'G-ABC123XYZ9' });
    expect(config.assets).toEqual({
      baseUrl: 'https://art.riftscope.example',
      ddragonCdnUrl: 'http://127.0.0.1:9200',
      cacheMaxBytes: 64 * 1024 * 1024,
      fetchesPerIpPerMinute: 40,
      fetchesPerMinute: 200,
    });
  });

  it('refuses an ASSET_BASE_URL that is not a bare http(s) origin', () => {
    for (const bad of [
      'cdn.example.com',
      'ftp://cdn.example.com',
      'https://cdn.example.com/art',
      'https://cdn.example.com/?x=1',
      'https://user:pass@cdn.example.com',
      "javascript:alert('x')",
    ]) {
      expect(() => loadConfig({ ASSET_BASE_URL: bad }), bad).toThrow(/ASSET_BASE_URL/);
    }
    expect(loadConfig({ ASSET_BASE_URL: '' }).assets.baseUrl).toBeUndefined();
  });

  it('loads Data Dragon in English, Russian and Turkish unless DDRAGON_LOCALES says otherwise', () => {
    expect(loadConfig({}).riot.ddragonLocales).toEqual(['en_US', 'ru_RU', 'tr_TR']);
    expect(loadConfig({ DDRAGON_LOCALES: '' }).riot.ddragonLocales).toEqual([
      'en_US',
      'ru_RU',
      'tr_TR',
    ]);
    expect(loadConfig({ DDRAGON_LOCALES: 'en_US' }).riot.ddragonLocales).toEqual(['en_US']);
    expect(loadConfig({ DDRAGON_LOCALES: 'tr_TR,en_US,tr_TR' }).riot.ddragonLocales).toEqual([
      'tr_TR',
      'en_US',
    ]);
  });

  it('refuses DDRAGON_LOCALES with something other than locales, or without en_US', () => {
    for (const bad of [
      'ru_RU',
      'ru_RU,tr_TR',
      'en',
      'en_US,ru',
      'en_us',
      'en_US,,ru_RU',
      'en_US;ru_RU',
      'en_US,../x',
    ]) {
      expect(() => loadConfig({ DDRAGON_LOCALES: bad }), bad).toThrow(/DDRAGON_LOCALES/);
    }
  });

  it('asks Community Dragon for augment names with a Riot API key, not while the Riot API is a simulator', () => {
    expect(loadConfig({}).riot.cdragonUrl).toBeNull();
    expect(
      loadConfig({ RIOT_API_BASE_URL: 'http://127.0.0.1:9100/{routing}' }).riot.cdragonUrl,
    ).toBeNull();
    expect(loadConfig({ RIOT_API_KEY: 'RGAPI-x' }).riot.cdragonUrl).toBe(
      'https://raw.communitydragon.org',
    );
    expect(loadConfig({ CDRAGON_URL: 'http://127.0.0.1:9300/' }).riot.cdragonUrl).toBe(
      'http://127.0.0.1:9300',
    );
    expect(() => loadConfig({ CDRAGON_URL: 'file:///srv/cdragon' })).toThrow(/CDRAGON_URL/);
  });

  it('refuses a DDRAGON_CDN_URL that is not an http(s) URL', () => {
    for (const bad of ['ddragon.example', 'file:///srv/ddragon']) {
      expect(() => loadConfig({ DDRAGON_CDN_URL: bad }), bad).toThrow(/DDRAGON_CDN_URL/);
    }
  });

  it('limits the Riot-spending routes per address by default, and takes the two tunable limits from the environment', () => {
    expect(loadConfig({}).riotSpend).toEqual(DEFAULT_RIOT_SPEND_LIMITS);
    const tuned = loadConfig({
      LOOKUPS_PER_IP_PER_MINUTE: '600',
      NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '50',
    }).riotSpend;
    expect(tuned).toEqual({
      ...DEFAULT_RIOT_SPEND_LIMITS,
      lookupsPerIpPerMinute: 600,
      coldLookupsPerIp: 50,
    });
    expect(() => loadConfig({ NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('puts the public URL on PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '9000' }).http.publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PORT: '9000', PUBLIC_URL: '' }).http.publicUrl).toBe(
      'http://localhost:9000',
    );
    expect(
      loadConfig({ PORT: '9000', PUBLIC_URL: 'https://riftscope.example' }).http.publicUrl,
    ).toBe('https://riftscope.example');
  });

  it('runs the simulator in the process only without RIOT_API_KEY and RIOT_API_BASE_URL', () => {
    expect(loadConfig({}).riot.isSimulatorInProcess).toBe(true);
    expect(loadConfig({ RIOT_API_KEY: 'RGAPI-x' }).riot.isSimulatorInProcess).toBe(false);
    // Riot's own URL needs a key: without one it means the default, the demo.
    expect(
      loadConfig({ RIOT_API_BASE_URL: 'https://{routing}.api.riotgames.com' }).riot
        .isSimulatorInProcess,
    ).toBe(true);
  });

  it('uses RIOT_API_BASE_URL without RIOT_API_KEY, e.g. for a simulator started on its own', () => {
    const config = loadConfig({ RIOT_API_BASE_URL: 'http://127.0.0.1:9100/{routing}' });
    expect(config.riot).toMatchObject({
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:9100/{routing}',
      isSimulatorInProcess: false,
    });
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

  it("reads Riot's verification code and refuses one that could not be Riot's", () => {
    const code = '5b3f1a9e-0c2d-4e8f-9a1b-7c6d5e4f3a2b';
    expect(loadConfig({ RIOT_VERIFICATION_CODE: code }).riotVerificationCode).toBe(code);
    expect(loadConfig({ RIOT_VERIFICATION_CODE: '' }).riotVerificationCode).toBeUndefined();
    for (const bad of ['short', 'has space in it', '<script>alert(1)</script>']) {
      expect(() => loadConfig({ RIOT_VERIFICATION_CODE: bad }), bad).toThrow(
        /RIOT_VERIFICATION_CODE/,
      );
    }
  });

  it('reads TRUST_PROXY as Fastify takes it: on, off, a hop count, or addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).http.trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('loopback,::1,fd00::/8')).toEqual(['loopback', '::1', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example', '1,', '-1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.http)).toBe(true);
  });
});
