import { describe } from 'vitest';
import { failureCounterCases } from './failure-counter.cases.ts';
import { createMemoryFailureCounter } from './failure-counter.ts';

describe('failed attempts counted in memory', () => {
  failureCounterCases((options) => createMemoryFailureCounter(options));
});
