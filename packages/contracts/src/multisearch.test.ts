import { describe, expect, it } from 'vitest';
import {
  isValidRiotId,
  LOBBY_JOINED,
  LOBBY_LEFT,
  MULTISEARCH_INVALID_MAX,
  MULTISEARCH_MAX,
  parseMultiSearch,
} from './multisearch.ts';
import { isMultiSearchText } from './riot-id.ts';

const ids = (text: string) =>
  parseMultiSearch(text).names.map((n) =>
    n.riotId ? `${n.riotId.gameName}#${n.riotId.tagLine}` : `!${n.input}`,
  );

describe('parseMultiSearch', () => {
  it('reads one Riot ID a line, trimming spaces and blank lines', () => {
    expect(ids('  Baron Stealer#EUW \n\nFaker#KR1\r\nTurret Hugger#NA1  ')).toEqual([
      'Baron Stealer#EUW',
      'Faker#KR1',
      'Turret Hugger#NA1',
    ]);
  });

  it('reads comma- and semicolon-separated lists', () => {
    expect(ids('Baron Stealer#EUW, Faker#KR1;Turret Hugger#NA1')).toEqual([
      'Baron Stealer#EUW',
      'Faker#KR1',
      'Turret Hugger#NA1',
    ]);
  });

  it.each([
    ['en', 'joined the lobby'],
    ['ru', 'присоединился к лобби'],
    ['ru', 'присоединилась к лобби'],
    ['ru', 'присоединяется к лобби'],
    ['ru', 'вошел в лобби'],
    ['ru', 'вошёл в лобби'],
    ['tr', 'lobiye katıldı'],
  ])('reads the %s lobby line "Name#TAG %s"', (_language, phrase) => {
    const text = `Ночной Волк#RU1 ${phrase}\nKüçük Ejder#TR1 ${phrase}\nBaron Stealer#EUW ${phrase}`;
    expect(ids(text)).toEqual(['Ночной Волк#RU1', 'Küçük Ejder#TR1', 'Baron Stealer#EUW']);
  });

  it('recognises every listed joined form, whatever its case', () => {
    for (const phrase of LOBBY_JOINED) {
      expect(ids(`Baron Stealer#EUW ${phrase.toUpperCase()}`)).toEqual(['Baron Stealer#EUW']);
    }
  });

  it('splits lobby lines that the browser ran together into one line', () => {
    expect(
      ids(
        'Baron Stealer#EUW joined the lobbyFaker#KR1 joined the lobbyTurret Hugger#NA1 joined the lobby',
      ),
    ).toEqual(['Baron Stealer#EUW', 'Faker#KR1', 'Turret Hugger#NA1']);
    expect(ids('Ночной Волк#RU1 присоединился к лоббиKüçük Ejder#TR1 lobiye katıldı')).toEqual([
      'Ночной Волк#RU1',
      'Küçük Ejder#TR1',
    ]);
  });

  it.each(LOBBY_LEFT.map((left, i) => [left, LOBBY_JOINED[[0, 1, 1, 6][i] ?? 0]] as const))(
    'drops a player who "%s" after joining, and keeps one who joins again',
    (left, joined) => {
      const text = `A Player#EUW ${joined}\nB Player#EUW ${joined}\nA Player#EUW ${left}`;
      expect(ids(text)).toEqual(['B Player#EUW']);
      expect(ids(`${text}\nA Player#EUW ${joined}`)).toEqual(['B Player#EUW', 'A Player#EUW']);
    },
  );

  it('ignores other words after the tag line, which has no spaces', () => {
    expect(ids('Baron Stealer#EUW is ready\nFaker#KR1   mid pls')).toEqual([
      'Baron Stealer#EUW',
      'Faker#KR1',
    ]);
  });

  it('counts a Riot ID once whatever its case, in the order first pasted', () => {
    expect(ids('baron stealer#euw\nBaron Stealer#EUW, Faker#KR1, BARON STEALER#EUW')).toEqual([
      'baron stealer#euw',
      'Faker#KR1',
    ]);
  });

  it('keeps text that breaks the Riot ID rules as a name that is not valid', () => {
    expect(ids('no hash here, ab#EUW, Long Enough#TOOLONG, Fine Name#EUW, x#')).toEqual([
      '!no hash here',
      '!ab#EUW',
      '!Long Enough#TOOLONG',
      'Fine Name#EUW',
      '!x#',
    ]);
  });

  it(`keeps the first ${MULTISEARCH_MAX} names and says more were pasted`, () => {
    const text = Array.from({ length: 7 }, (_, i) => `Player ${i}#EUW`).join('\n');
    const { names, truncated } = parseMultiSearch(text);
    expect(names.map((n) => n.input)).toEqual(
      Array.from({ length: MULTISEARCH_MAX }, (_, i) => `Player ${i}#EUW`),
    );
    expect(truncated).toBe(true);
    expect(parseMultiSearch('A Player#EUW').truncated).toBe(false);
  });

  it(`keeps ${MULTISEARCH_MAX} valid names whatever the invalid fragments among them, in paste order`, () => {
    const valid = Array.from({ length: MULTISEARCH_MAX }, (_, i) => `Player ${i}#EUW`);
    const text = ['hello team', valid[0], 'x#', ...valid.slice(1, 3), 'gl hf', ...valid.slice(3)];
    const { names, truncated } = parseMultiSearch(text.join('\n'));
    expect(names.map((n) => (n.riotId ? n.input : `!${n.input}`))).toEqual([
      '!hello team',
      'Player 0#EUW',
      '!x#',
      'Player 1#EUW',
      'Player 2#EUW',
      '!gl hf',
      'Player 3#EUW',
      'Player 4#EUW',
    ]);
    expect(truncated).toBe(false);
  });

  it('says names were left out only when more valid names than the maximum were pasted', () => {
    const valid = Array.from({ length: MULTISEARCH_MAX }, (_, i) => `Player ${i}#EUW`);
    const junk = Array.from({ length: 3 }, (_, i) => `not a name ${i}`);
    expect(parseMultiSearch([...junk, ...valid].join('\n')).truncated).toBe(false);
    const more = parseMultiSearch([...valid, 'Player 9#EUW', 'not a name'].join('\n'));
    expect(more.truncated).toBe(true);
    expect(more.names.filter((n) => n.riotId).map((n) => n.input)).toEqual(valid);
    // An invalid fragment pasted after the names left out is still reported.
    expect(more.names.at(-1)).toEqual({ input: 'not a name', riotId: null });
  });

  it(`reports at most ${MULTISEARCH_INVALID_MAX} invalid fragments, the first pasted`, () => {
    const junk = Array.from({ length: 12 }, (_, i) => `chat line ${i}`);
    const { names, truncated } = parseMultiSearch(['Fine Name#EUW', ...junk].join('\n'));
    expect(names.map((n) => n.input)).toEqual([
      'Fine Name#EUW',
      ...junk.slice(0, MULTISEARCH_INVALID_MAX),
    ]);
    expect(truncated).toBe(false);
  });

  it('gives no names for empty text or separators only', () => {
    expect(parseMultiSearch('').names).toEqual([]);
    expect(parseMultiSearch(' ,;\n\r\n ').names).toEqual([]);
  });
});

describe('isMultiSearchText', () => {
  it('is true for two names or more, false for one', () => {
    expect(isMultiSearchText('Baron Stealer#EUW')).toBe(false);
    expect(isMultiSearchText('Baron Stealer#EUW,')).toBe(false);
    expect(isMultiSearchText('Baron Stealer#EUW joined the lobby')).toBe(false);
    expect(isMultiSearchText('Baron Stealer#EUW, Faker#KR1')).toBe(true);
    expect(isMultiSearchText('Baron Stealer#EUW joined the lobbyFaker#KR1 joined the lobby')).toBe(
      true,
    );
  });
});

describe('isValidRiotId', () => {
  it('keeps Riot’s lengths: game name 3–16, tag line 3–5 without spaces', () => {
    expect(isValidRiotId({ gameName: 'Abc', tagLine: 'EUW' })).toBe(true);
    expect(isValidRiotId({ gameName: 'Ab', tagLine: 'EUW' })).toBe(false);
    expect(isValidRiotId({ gameName: 'A'.repeat(17), tagLine: 'EUW' })).toBe(false);
    expect(isValidRiotId({ gameName: 'Abc', tagLine: 'EUWWWW' })).toBe(false);
    expect(isValidRiotId({ gameName: 'Abc', tagLine: 'E W' })).toBe(false);
    expect(isValidRiotId({ gameName: 'Ab\u0000c', tagLine: 'EUW' })).toBe(false);
  });
});
