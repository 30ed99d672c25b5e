import type { RouteContract } from '@riftscope/contracts';
import * as contracts from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { guideInput } from './guide-forms.ts';
import { multipartBody } from './multipart.ts';
import { useTestApp } from './test-app.ts';

type Caller = 'anonymous' | 'admin';
type Fields = Record<string, unknown>;

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'access' in value &&
  'path' in value &&
  'method' in value;

/** Every contract by its export name, which names it in the tables below. */
const CONTRACTS = new Map<RouteContract, string>();
for (const [name, value] of Object.entries(contracts) as [string, unknown][]) {
  if (isContract(value)) CONTRACTS.set(value, name);
}

/** Text that has broken servers: NUL, numbers beyond int4 and float, lone surrogates, paths. */
const HOSTILE_TEXT: string[] = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1e309',
  'NaN',
  '0x10',
  '\uD800',
  'x\uDFFF',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '',
  ' ',
  '🎉🎉🎉',
  'é'.repeat(20_000),
];

/** JSON values of every type, for body fields. */
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  0.5,
  -1,
  true,
  null,
  [],
  {},
  ['\u0000'],
  { nested: '\u0000' },
  { __proto__: { polluted: true } },
];

/** Whole bodies that are not what a JSON route expects. */
const HOSTILE_RAW_BODIES: { payload: string; type: string }[] = [
  { payload: 'not json', type: 'application/json' },
  { payload: '1e309', type: 'application/json' },
  { payload: '"\\u0000"', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  { payload: '{"constructor":{"prototype":{"polluted":true}}}', type: 'application/json' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, type: 'application/json' },
  { payload: '{}', type: 'text/plain' },
  { payload: '{}', type: 'application/x-www-form-urlencoded' },
];

/** Multipart bodies a parser can choke on. */
const BROKEN_MULTIPART: { payload: string; type: string }[] = [
  { type: 'multipart/form-data', payload: 'no boundary' },
  {
    type: 'multipart/form-data; boundary=other',
    payload: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--abc--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=abc',
    payload:
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\nunterminated',
  },
  {
    type: 'multipart/form-data; boundary=abc',
    payload: '--abc\r\nContent-Disposition: form-data; name="a"\r\n',
  },
  { type: 'multipart/form-data; boundary=abc', payload: '' },
  { type: 'multipart/form-data; boundary=abc', payload: '--abc--\r\n' },
  {
    type: 'multipart/form-data; boundary=abc',
    payload: '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--abc--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=abc',
    payload: '--abc\r\nX-Nothing: at all\r\n\r\nx\r\n--abc--\r\n',
  },
];

/** What the fuzzer needs to form otherwise valid requests. */
interface World {
  player: Player;
  matchId: string;
  userId: number;
  newsId: number;
  newsSlug: string;
  image: Buffer;
}

const translationsOf = (title: unknown, body: unknown) =>
  JSON.stringify({
    en: { title, body },
    ru: { title: 'Заголовок', body: '<p>Текст</p>' },
    tr: { title: 'Başlık', body: '<p>Metin</p>' },
  });

/** A valid value for each path parameter, by name. */
const paramsOf = (w: World): Record<string, string> => ({
  id: String(w.userId),
  slug: w.newsSlug,
  gameName: w.player.gameName,
  tagLine: w.player.tagLine,
  region: w.player.platform,
  puuid: w.player.puuid,
  matchId: w.matchId,
  championKey: 'ahri',
});

/** Valid query strings, by contract; a field the schema has beyond these is fuzzed alone. */
const QUERY_EXAMPLES = (w: World): Record<string, Record<string, string>> => ({
  listNews: { page: '1', per_page: '10', search: 'patch', category: 'Meta', lang: 'en' },
  getNews: { lang: 'en' },
  adminListNews: { page: '1', per_page: '10' },
  adminListUsers: { page: '1', perPage: '10', search: 'someone', role: 'user' },
  listChampions: { page: '1', queue: '420', patch: '15.9', platform: 'euw1', per_page: '20' },
  searchSummoners: { query: w.player.gameName.slice(0, 3) },
  listSummonerMatches: { page: '1', perPage: '10', region: w.player.platform },
});

/** Valid JSON bodies, by contract. */
const BODY_EXAMPLES = (): Record<string, Fields> => ({
  register: {
    name: 'Fuzzer',
    email: 'fuzz@example.com',
    password: 'a long passphrase',
    password_confirmation: 'a long passphrase',
    language: 'en',
  },
  login: { email: 'fuzz@example.com', password: 'a long passphrase' },
  updateSettings: { email: 'fuzz-admin@example.com', language: 'en' },
  deleteAccount: { password: 'not the password' },
  requestPasswordReset: { email: 'fuzz@example.com' },
  confirmPasswordReset: {
    token: 'no-such-token',
    password: 'a long passphrase',
    password_confirmation: 'a long passphrase',
  },
  adminUpdateUser: { name: 'Renamed', email: 'renamed@example.com', role: 'user', plan: 'free' },
  recordPageview: { path: '/en/news', referrer: 'https://example.com/' },
  adminCreateGuide: guideInput(),
  adminUpdateGuide: guideInput(),
});

/** Valid multipart text fields and the file field, by contract. */
const MULTIPART_EXAMPLES = (): Record<
  string,
  { fields: Record<string, string>; file: string }
> => ({
  uploadAvatar: { fields: {}, file: 'avatar' },
  adminCreateNews: {
    fields: {
      game: 'league-of-legends',
      category: 'Meta',
      status: 'draft',
      translations: translationsOf('Fuzzed', '<p>Body</p>'),
    },
    file: 'image',
  },
  adminUpdateNews: {
    fields: {
      _method: 'PUT',
      game: 'league-of-legends',
      category: 'Meta',
      status: 'draft',
      translations: translationsOf('Fuzzed', '<p>Body</p>'),
    },
    file: 'image',
  },
  adminUploadEditorImage: { fields: {}, file: 'file' },
  adminUploadGuideImage: { fields: {}, file: 'file' },
});

/** The field names of an object schema, when it is one. */
function shapeKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: object } } } | undefined)?._zod
    ?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** Percent-encodes like a browser, but sends a lone surrogate as the bytes a hostile client would. */
const enc = (text: string) =>
  Array.from(text, (ch) => {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

const queryString = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${enc(key)}=${enc(v)}`),
    )
    .join('&');

const pathOf = (contract: RouteContract, params: Record<string, string>) =>
  contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => enc(params[name] ?? 'x'));

const describePayload = (payload: unknown) =>
  (typeof payload === 'string' || Buffer.isBuffer(payload)
    ? String(payload)
    : (JSON.stringify(payload) ?? '')
  ).slice(0, 160);

/** Every hostile request for one contract, each with otherwise valid input. */
function requestsFor(contract: RouteContract, w: World): InjectOptions[] {
  const name = CONTRACTS.get(contract) ?? '';
  const params = paramsOf(w);
  const query = QUERY_EXAMPLES(w)[name] ?? {};
  const body = BODY_EXAMPLES()[name];
  const form = MULTIPART_EXAMPLES()[name];
  const url = pathOf(contract, params);
  const base = { method: contract.method, url } as const;
  const out: InjectOptions[] = [];
  const withQuery = (q: Record<string, string | string[]>, path = url) => ({
    ...base,
    url: Object.keys(q).length > 0 ? `${path}?${queryString(q)}` : path,
  });
  const withBody = (b: Fields) => ({ ...withQuery(query), payload: b });

  const paramNames = [...contract.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  for (const param of paramNames) {
    for (const value of [...HOSTILE_TEXT, 'x'.repeat(300)]) {
      out.push({
        ...withQuery(query, pathOf(contract, { ...params, [param]: value })),
        ...(body ? { payload: body } : {}),
      });
    }
  }

  const queryFields = new Set([...Object.keys(query), ...shapeKeys(contract.query)]);
  for (const field of queryFields) {
    for (const value of [...HOSTILE_TEXT, ['1', '2'], ['\u0000']]) {
      out.push({ ...withQuery({ ...query, [field]: value }), ...(body ? { payload: body } : {}) });
    }
  }
  if (contract.query) out.push({ ...base, url: `${url}?${'a'.repeat(5)}[b]=c&unknown=1` });

  if (contract.body) {
    const fields = new Set([...Object.keys(body ?? {}), ...shapeKeys(contract.body)]);
    for (const field of fields) {
      for (const value of HOSTILE_JSON) out.push(withBody({ ...body, [field]: value }));
    }
    for (const value of HOSTILE_JSON) out.push({ ...withQuery(query), payload: value as never });
    for (const raw of HOSTILE_RAW_BODIES) {
      out.push({
        ...withQuery(query),
        payload: raw.payload,
        headers: { 'content-type': raw.type },
      });
    }
  }

  if (contract.multipart) {
    const fields = form?.fields ?? {};
    const file = { field: form?.file ?? 'file', filename: 'a.png', contentType: 'image/png' };
    const send = (f: Record<string, string>, data: Buffer | null, filename = file.filename) => {
      const { payload, headers } = multipartBody(f, data ? [{ ...file, filename, data }] : []);
      out.push({ ...withQuery(query), payload, headers });
    };
    const names = new Set([...Object.keys(fields), ...shapeKeys(contract.multipart)]);
    for (const field of names) {
      for (const value of HOSTILE_TEXT) send({ ...fields, [field]: value }, null);
    }
    if ('translations' in fields) {
      for (const value of HOSTILE_JSON) {
        send({ ...fields, translations: translationsOf(value, '<p>Body</p>') }, null);
        send({ ...fields, translations: translationsOf('Title', value) }, null);
      }
    }
    send(fields, Buffer.from('not an image'));
    send(fields, w.image, '../../../etc/passwd\u0000.png');
    send(fields, w.image.subarray(0, 40));
    for (const raw of BROKEN_MULTIPART) {
      out.push({
        ...withQuery(query),
        payload: raw.payload,
        headers: { 'content-type': raw.type },
      });
    }
  }
  return out;
}

describe.each(TEST_DATABASES)('hostile input on $name', (db) => {
  let world: World;
  let adminId: number;

  const t = useTestApp(db);
  beforeAll(async () => {
    const [player] = t.sim.world.samplePlayers;
    if (!player) throw new Error('no sample players');
    const [match] = t.sim.world.matchesOf(player);
    if (!match) throw new Error('no sample match');
    adminId = (await t.createUser({ role: 'admin', email: 'fuzz-admin@example.com' })).user.id;
    const target = await t.createUser({ role: 'user' });
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({
      game: 'league-of-legends',
      category: 'Meta',
      status: 'published',
      translations: translationsOf('Fuzz target', '<p>Body</p>'),
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/news',
      payload,
      headers,
      token: await t.issueToken(adminId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json();
    world = {
      player,
      matchId: match.matchId,
      userId: target.user.id,
      newsId: news.id,
      newsSlug: news.translations.en.slug,
      image,
    };
  });

  it('has valid examples for every route that takes a body', () => {
    const bodies = BODY_EXAMPLES();
    const forms = MULTIPART_EXAMPLES();
    for (const contract of t.app.boundContracts) {
      const name = CONTRACTS.get(contract) ?? contract.path;
      if (contract.body) expect(bodies[name], `${name} needs a body example`).toBeDefined();
      if (contract.multipart) expect(forms[name], `${name} needs a form example`).toBeDefined();
    }
  });

  const callers: Caller[] = ['anonymous', 'admin'];

  it.each(callers)(
    'answers every hostile input to every route below 500, as %s',
    async (caller) => {
      let sent = 0;
      const failures: string[] = [];
      for (const contract of t.app.boundContracts) {
        const requests = requestsFor(contract, world);
        // The admin's token is fresh per route, so that a logout or a password change in one
        // route's requests cannot turn the next route's into 401s.
        const token = caller === 'admin' ? await t.issueToken(adminId) : undefined;
        for (const options of requests) {
          const res = await t.request({ ...options, ...(token ? { token } : {}) });
          sent++;
          if (res.statusCode >= 500) {
            failures.push(
              `${contract.method} ${String(options.url).slice(0, 160)} ${describePayload(
                options.payload,
              )} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          } else if (res.statusCode >= 400) {
            expect(res.json(), `${contract.method} ${contract.path}`).toHaveProperty('message');
          }
        }
      }
      process.stdout.write(`fuzz on ${db.name} as ${caller}: ${sent} requests\n`);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
