import {
  FLIGHT_POLL_MS,
  type LimitWindow,
  MAX_PROBES,
  PROBE_MEMORY_MS,
  type RateLimitStore,
} from '@riftscope/riot';
import type { Redis } from 'ioredis';

/**
 * Learned limits are kept this long after a bucket's last use (plus any open window or block),
 * so a quiet night does not send every process back to probing.
 */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * Lua shared by the scripts. A bucket is one hash: `windows`, a JSON array of
 * { limit, windowMs, count, resetAt? } in the order Riot lists them (no resetAt until the
 * window's first request), `blockedUntil`, and `probes` / `probesSince`: requests let through
 * while no limits were known, which the first windows learned count (PROBE_MEMORY_MS). Times are whole milliseconds: cjson keeps 14
 * significant digits. `expire` keeps a bucket KEEP_MS past the latest moment its state matters.
 */
const COMMON = `
local function load(key)
  local fields = redis.call('HMGET', key, 'windows', 'blockedUntil')
  return fields[1] and cjson.decode(fields[1]) or {}, tonumber(fields[2]) or 0
end
local function probes(key, now, memory)
  local fields = redis.call('HMGET', key, 'probes', 'probesSince')
  local count, since = tonumber(fields[1]) or 0, tonumber(fields[2]) or 0
  if now - since >= memory then return 0, now end
  return count, since
end
local function held(fkey, now)
  redis.call('ZREMRANGEBYSCORE', fkey, '-inf', now)
  local first = redis.call('ZRANGE', fkey, 0, 0, 'WITHSCORES')
  return first[2] and tonumber(first[2]) or nil
end
-- 'rolled' when the window started afresh, 'held' when its time came with requests in flight.
local function roll(w, now, busy)
  if not w.resetAt or now < w.resetAt then return 'open' end
  if busy then return 'held' end
  w.count = 0
  w.resetAt = nil
  return 'rolled'
end
local function expire(key, windows, blocked, now, keep)
  local latest = math.max(blocked, now)
  for _, w in ipairs(windows) do latest = math.max(latest, w.resetAt or now) end
  redis.call('PEXPIRE', key, math.ceil(keep + latest - now))
end
`;

/**
 * KEYS: the buckets, then their flight sets in the same order. ARGV: now, marginMs, keepMs,
 * probeMemoryMs, maxProbes, pollMs, the flight's id ('' for none) and until, then each bucket's
 * reserve share.
 * Takes one request from every window of every bucket, or nothing. Returns the wait in ms as a
 * string ('0' when reserved): an integer reply would drop fractions and turn a wait into a yes.
 */
const RESERVE = `${COMMON}
local now, margin, keep = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local memory, maxProbes, poll = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local flightId, flightUntil = ARGV[7], tonumber(ARGV[8])
local n = #KEYS / 2
local buckets, wait = {}, 0
for i = 1, n do
  local key = KEYS[i]
  -- A key listed twice is one bucket, counted twice, as in memory.
  local b = buckets[key]
  if not b then
    local windows, blocked = load(key)
    b = { windows = windows, blocked = blocked, busy = held(KEYS[n + i], now) }
    buckets[key] = b
  end
  if b.blocked > now then wait = math.max(wait, b.blocked - now) end
  local share = tonumber(ARGV[8 + i])
  for _, w in ipairs(b.windows) do
    -- A window that ended stays ended even when the call is refused, as in memory.
    local state = roll(w, now, b.busy)
    if state == 'rolled' then b.changed = true end
    if state == 'held' then
      wait = math.max(wait, math.min(poll, b.busy - now))
    else
      local allowed = math.max(1, math.floor(w.limit * (1 - share)))
      if w.count >= allowed and w.resetAt then wait = math.max(wait, w.resetAt - now) end
    end
  end
end
if wait <= 0 then
  for i = 1, n do
    local key = KEYS[i]
    if flightId ~= '' then
      redis.call('ZADD', KEYS[n + i], flightUntil, flightId)
      -- The set outlives its latest flight: another caller's may end later than this one.
      local ttl = math.ceil(flightUntil - now) + 1000
      if redis.call('PTTL', KEYS[n + i]) < ttl then redis.call('PEXPIRE', KEYS[n + i], ttl) end
    end
    local b = buckets[key]
    if #b.windows == 0 then
      local count, since = probes(key, now, memory)
      redis.call('HSET', key, 'probes', math.min(count + 1, maxProbes), 'probesSince', since)
      redis.call('PEXPIRE', key, memory)
    end
    for _, w in ipairs(b.windows) do
      w.count = w.count + 1
      w.resetAt = w.resetAt or now + w.windowMs + margin
      b.changed = true
    end
  end
end
-- A bucket without learned limits only counts its probes, for a short while.
for key, b in pairs(buckets) do
  if b.changed then
    redis.call('HSET', key, 'windows', cjson.encode(b.windows))
    expire(key, b.windows, b.blocked, now, keep)
  end
end
return wait > 0 and tostring(wait) or '0'
`;

/**
 * KEYS[1]: the bucket, KEYS[2]: its flight set. ARGV: now, marginMs, keepMs, probeMemoryMs, limits as JSON
 * [{ limit, windowSeconds }], counts as JSON [{ count, windowSeconds }]. Replaces the windows
 * with Riot's, keeping each window's count and adopting Riot's count (or, for a new window, the
 * recent probes) when it is higher.
 */
const LEARN = `${COMMON}
local now, margin, keep = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local memory = tonumber(ARGV[4])
local limits, counts = cjson.decode(ARGV[5]), cjson.decode(ARGV[6])
local old, blocked = load(KEYS[1])
local probed = probes(KEYS[1], now, memory)
local busy = held(KEYS[2], now)
local windows = {}
for i, l in ipairs(limits) do
  local w = { limit = l.limit, windowMs = l.windowSeconds * 1000, count = 0 }
  local known = false
  for _, o in ipairs(old) do
    if o.windowMs == w.windowMs then
      w.count, w.resetAt, known = o.count, o.resetAt, true
      break
    end
  end
  roll(w, now, busy)
  local counted = 0
  for _, c in ipairs(counts) do
    if c.windowSeconds == l.windowSeconds then
      counted = c.count
      break
    end
  end
  local reported = math.max(counted, known and 0 or probed)
  if reported > w.count then
    w.count = reported
    w.resetAt = w.resetAt or now + w.windowMs + margin
  end
  -- This answer's request opened Riot's window: Riot's closes no sooner than a window from now.
  if counted == 1 and w.resetAt then w.resetAt = math.max(w.resetAt, now + w.windowMs) end
  windows[i] = w
end
redis.call('HSET', KEYS[1], 'windows', cjson.encode(windows))
redis.call('HDEL', KEYS[1], 'probes', 'probesSince')
expire(KEYS[1], windows, blocked, now, keep)
`;

/** KEYS[1]: the bucket. ARGV: until, now, keepMs. Keeps the later of the old and new block. */
const BLOCK = `${COMMON}
local now, keep = tonumber(ARGV[2]), tonumber(ARGV[3])
local windows, blocked = load(KEYS[1])
blocked = math.max(blocked, tonumber(ARGV[1]))
redis.call('HSET', KEYS[1], 'blockedUntil', tostring(blocked))
expire(KEYS[1], windows, blocked, now, keep)
`;

/** KEYS: flight sets. ARGV[1]: the flight's id. */
const SETTLE = `
for _, fkey in ipairs(KEYS) do redis.call('ZREM', fkey, ARGV[1]) end
`;

/** The sorted set of a bucket's requests in flight. */
const FLIGHTS = ':flights';

type Script = (numKeys: number, ...args: (string | number)[]) => Promise<unknown>;

/** Registers a script on the connection (EVALSHA, loaded again after a NOSCRIPT). */
function defineScript(redis: Redis, name: string, lua: string): Script {
  redis.defineCommand(name, { lua });
  const command = (redis as unknown as Record<string, Script | undefined>)[name];
  if (!command) throw new Error(`ioredis did not define ${name}`);
  return command.bind(redis);
}

/**
 * A RateLimitStore in Redis, so every process shares one Riot budget per key, with the memory
 * store's semantics. Reserve, learn and block are each one Lua script, so they are atomic
 * across processes. Times are the callers' clocks (`now`), not Redis's: the processes' clocks
 * must agree (NTP) to well within `marginMs`.
 */
export function createRedisRateLimitStore(options: {
  redis: Redis;
  /** Put before every bucket key, e.g. 'riftscope:rl:'. */
  prefix: string;
  /** How much longer than its length a window is held open; default 100 ms. */
  marginMs?: number;
}): RateLimitStore {
  const { redis, prefix } = options;
  const marginMs = options.marginMs ?? 100;
  const reserve = defineScript(redis, 'riftscopeRateLimitReserve', RESERVE);
  const learn = defineScript(redis, 'riftscopeRateLimitLearn', LEARN);
  const block = defineScript(redis, 'riftscopeRateLimitBlock', BLOCK);
  const settle = defineScript(redis, 'riftscopeRateLimitSettle', SETTLE);

  return {
    async limits(key) {
      const stored = await redis.hget(`${prefix}${key}`, 'windows');
      if (stored === null) return null;
      const windows = JSON.parse(stored) as { limit: number; windowMs: number }[];
      return windows.length > 0
        ? windows.map((w): LimitWindow => ({ limit: w.limit, windowSeconds: w.windowMs / 1000 }))
        : null;
    },

    async reserve(buckets, now, flight) {
      if (buckets.length === 0) return { ok: true };
      const waitMs = Number(
        await reserve(
          buckets.length * 2,
          ...buckets.map((b) => `${prefix}${b.key}`),
          ...buckets.map((b) => `${prefix}${b.key}${FLIGHTS}`),
          now,
          marginMs,
          KEEP_MS,
          PROBE_MEMORY_MS,
          MAX_PROBES,
          FLIGHT_POLL_MS,
          flight?.id ?? '',
          flight?.until ?? 0,
          ...buckets.map((b) => b.reserve),
        ),
      );
      return waitMs > 0 ? { ok: false, waitMs } : { ok: true };
    },

    async learn(key, limits, counts, now) {
      if (limits.length === 0) return;
      await learn(
        2,
        `${prefix}${key}`,
        `${prefix}${key}${FLIGHTS}`,
        now,
        marginMs,
        KEEP_MS,
        PROBE_MEMORY_MS,
        JSON.stringify(limits.map((l) => ({ limit: l.limit, windowSeconds: l.windowSeconds }))),
        JSON.stringify(counts.map((c) => ({ count: c.count, windowSeconds: c.windowSeconds }))),
      );
    },

    async settle(keys, id) {
      if (keys.length === 0) return;
      await settle(keys.length, ...keys.map((key) => `${prefix}${key}${FLIGHTS}`), id);
    },

    async block(key, until) {
      // The interface gives no `now`; this one only sizes the key's TTL.
      await block(1, `${prefix}${key}`, until, Date.now(), KEEP_MS);
    },
  };
}
