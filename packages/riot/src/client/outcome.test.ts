import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import { type AttemptResponse, type CallPolicy, classifyOutcome } from './outcome.ts';

const ACCOUNT = { puuid: 'p'.repeat(78), gameName: 'Some One', tagLine: 'EUW' };
const NOW = 1_000_000;

/** account-v1 by PUUID: a 404 means no such player. Backoff with a fixed random of 0.5. */
const policy = (extra: Partial<CallPolicy> = {}): CallPolicy => ({
  endpoint: ENDPOINTS.accountByPuuid,
  deadline: NOW + 60_000,
  now: () => NOW,
  maxRetries: 3,
  backoff: { baseMs: 500, capMs: 10_000, random: () => 0.5 },
  ...extra,
});

const answer = (status: number, extra: Partial<AttemptResponse> = {}): AttemptResponse => ({
  status,
  body: JSON.stringify(status === 200 ? ACCOUNT : { status: { message: 'Nope' } }),
  retryAfterMs: null,
  limitType: null,
  ...extra,
});

const rateLimited = (retryAfterMs: number | null, limitType: AttemptResponse['limitType']) =>
  answer(429, { retryAfterMs, limitType });

const noResponse = (kind: 'network' | 'timeout' | 'aborted') =>
  new RiotApiError({ kind, endpoint: ENDPOINTS.accountByPuuid.id, message: 'no answer' });

describe('classifying an attempt', () => {
  it('answers with the parsed body of a 2xx', () => {
    expect(classifyOutcome(answer(200), 1, policy())).toEqual({ kind: 'ok', value: ACCOUNT });
  });

  it('answers null for a 404 on a method where 404 means none', () => {
    expect(classifyOutcome(answer(404), 1, policy())).toEqual({ kind: 'ok', value: null });
  });

  it('fails at once on a 404 on a method where 404 is not an answer', () => {
    const verdict = classifyOutcome(
      answer(404),
      1,
      policy({ endpoint: ENDPOINTS.leagueEntriesByPuuid }),
    );
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'final' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({
      kind: 'http',
      status: 404,
      attempts: 1,
      endpoint: 'league-v4.getLeagueEntriesByPUUID',
    });
  });

  it('fails at once on 400, 401 and 403, with Riot’s message', () => {
    for (const status of [400, 401, 403]) {
      const verdict = classifyOutcome(answer(status), 2, policy());
      expect(verdict).toMatchObject({ kind: 'fail', reason: 'final' });
      expect(verdict.kind === 'fail' && verdict.error).toMatchObject({
        kind: 'http',
        status,
        attempts: 2,
        detail: `HTTP ${status}: Nope`,
      });
    }
  });

  it('retries 500, 502, 503 and 504', () => {
    for (const status of [500, 502, 503, 504]) {
      const verdict = classifyOutcome(answer(status, { body: '<html>' }), 1, policy());
      expect(verdict).toMatchObject({ kind: 'retry', waitMs: 250 });
      expect(verdict.kind === 'retry' && verdict.error).toMatchObject({
        kind: 'http',
        status,
        attempts: 1,
        detail: `HTTP ${status}`,
      });
    }
  });

  it('retries a cut-off body as malformed', () => {
    const verdict = classifyOutcome(answer(200, { body: '{"puuid": "ab' }), 1, policy());
    expect(verdict).toMatchObject({ kind: 'retry', waitMs: 250 });
    expect(verdict.kind === 'retry' && verdict.error).toMatchObject({
      kind: 'malformed',
      status: 200,
      attempts: 1,
    });
  });

  it('fails at once on JSON that is not Riot’s format, naming the field', () => {
    const verdict = classifyOutcome(answer(200, { body: '{"puuid": 42}' }), 1, policy());
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'final' });
    expect(verdict.kind === 'fail' && verdict.error.kind).toBe('schema');
    expect(verdict.kind === 'fail' && verdict.error.message).toContain('puuid');
  });

  it('retries network failures and timeouts, counting the attempt', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const verdict = classifyOutcome(noResponse(kind), 2, policy());
      expect(verdict).toMatchObject({ kind: 'retry', waitMs: 500 });
      expect(verdict.kind === 'retry' && verdict.error).toMatchObject({ kind, attempts: 2 });
    }
  });

  it('fails at once when the caller gave up', () => {
    const verdict = classifyOutcome(noResponse('aborted'), 1, policy());
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'final' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({
      kind: 'aborted',
      attempts: 1,
    });
  });

  it('retries a 429 after Riot’s Retry-After', () => {
    const verdict = classifyOutcome(rateLimited(7_000, 'application'), 1, policy());
    expect(verdict).toMatchObject({ kind: 'retry', waitMs: 7_000 });
    expect(verdict.kind === 'retry' && verdict.error).toMatchObject({
      kind: 'http',
      status: 429,
      retryAfterMs: 7_000,
    });
  });

  it('backs off on a 429 without a Retry-After', () => {
    const verdict = classifyOutcome(rateLimited(null, 'service'), 1, policy());
    expect(verdict).toMatchObject({ kind: 'retry', waitMs: 250 });
  });

  it('fails with the wait when Riot asks for longer than the call may take', () => {
    const verdict = classifyOutcome(rateLimited(60_001, 'method'), 1, policy());
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'final' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 60_001,
      attempts: 1,
      detail: 'Riot asked to wait 61 s (method limit)',
    });
  });
});

describe('retry policy', () => {
  const waits = (p: CallPolicy, attempts: number) =>
    Array.from({ length: attempts }, (_, i) => {
      const verdict = classifyOutcome(answer(503), i + 1, p);
      return verdict.kind === 'retry' ? verdict.waitMs : verdict.kind;
    });

  it('doubles the backoff ceiling each attempt up to its cap, with jitter', () => {
    const p = policy({ maxRetries: 10, deadline: Number.POSITIVE_INFINITY });
    expect(waits(p, 7)).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    const lowest = policy({ ...p, backoff: { baseMs: 500, capMs: 10_000, random: () => 0 } });
    expect(waits(lowest, 3)).toEqual([0, 0, 0]);
  });

  it('gives up after maxRetries retries with the last error', () => {
    expect(waits(policy({ maxRetries: 2 }), 3)).toEqual([250, 500, 'fail']);
    const verdict = classifyOutcome(answer(503), 3, policy({ maxRetries: 2 }));
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'no-retries-left' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({
      kind: 'http',
      status: 503,
      attempts: 3,
    });
  });

  it('makes one attempt only when retries are off', () => {
    expect(classifyOutcome(answer(503), 1, policy({ maxRetries: 0 }))).toMatchObject({
      kind: 'fail',
      reason: 'no-retries-left',
    });
  });

  it('waits for Retry-After when it is longer than the backoff, and the backoff otherwise', () => {
    expect(classifyOutcome(answer(503, { retryAfterMs: 3_000 }), 1, policy())).toMatchObject({
      kind: 'retry',
      waitMs: 3_000,
    });
    expect(classifyOutcome(rateLimited(100, 'application'), 3, policy())).toMatchObject({
      kind: 'retry',
      waitMs: 1_000,
    });
  });

  it('gives up when the wait would end after the deadline', () => {
    const verdict = classifyOutcome(answer(503), 3, policy({ deadline: NOW + 999 }));
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'deadline' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({ status: 503, attempts: 3 });
    expect(classifyOutcome(answer(503), 3, policy({ deadline: NOW + 1_000 }))).toMatchObject({
      kind: 'retry',
      waitMs: 1_000,
    });
  });

  it('gives up on a 429 whose Retry-After fits but whose backoff does not', () => {
    const verdict = classifyOutcome(
      rateLimited(900, 'application'),
      3,
      policy({ deadline: NOW + 950 }),
    );
    expect(verdict).toMatchObject({ kind: 'fail', reason: 'deadline' });
    expect(verdict.kind === 'fail' && verdict.error).toMatchObject({ kind: 'http', status: 429 });
  });
});
