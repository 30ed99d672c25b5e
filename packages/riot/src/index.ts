export * from './client/client.ts';
export * from './client/errors.ts';
export * from './client/rate-limit-headers.ts';
export * from './client/rate-limit-store.ts';
export * from './routing.ts';
