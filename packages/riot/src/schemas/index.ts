export * from './account.ts';
export * from './league.ts';
export * from './mastery.ts';
export * from './match.ts';
export * from './spectator.ts';
export * from './summoner.ts';
export * from './timeline.ts';
