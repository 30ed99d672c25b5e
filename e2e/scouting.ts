import AxeBuilder from '@axe-core/playwright';
import type { Language, PlayerNote, PlayerRole } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

/*
 * What the browser tests of the scouting views (the live game and multi-search) share: the
 * sizes they are drawn at, the site's texts filled in as the app fills them, the player notes'
 * chips and axe.
 */

/** The two sizes every scouting view is checked at: a laptop, and a phone's screen. */
export const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The browsers' time zone, so that a note's date is written as the test writes it. */
export const TIME_ZONE = 'UTC';

/** `text` with the characters a regular expression gives a meaning escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a text whole, as `hasText` takes it (whose strings match any part). */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** A locale text with its `{{placeholders}}` filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? `{{${key}}}`));

/**
 * The plural form of `key` that i18next picks for `count` in `lang` (`key_one`, `key_few`…), from
 * a group of texts.
 */
export function plural(texts: object, key: string, lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  const text = (texts as Record<string, unknown>)[`${key}_${form}`];
  if (typeof text !== 'string') throw new Error(`no ${lang} form ${form} of ${key}`);
  return text;
}

/** A whole number as the site writes it in `lang`: 1,234, 1 234, 1.234. */
export const formatCount = (value: number, lang: Language) =>
  new Intl.NumberFormat(lang).format(Math.round(value));

/** A percent (0–100) as the site writes it in `lang`, whole: 52%, 52 %, %52. */
export const formatPercent = (value: number, lang: Language) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/** A role's name in `lang` ("Bottom", "Бот", "Alt"). */
export const roleName = (lang: Language, role: PlayerRole) => TEXTS[lang].scouting.roles[role];

/** "11 wins, 9 losses": a record as screen readers hear it (the strips' summary). */
export function spokenRecord(lang: Language, wins: number, losses: number): string {
  const { form } = TEXTS[lang].scouting;
  return [
    fill(plural(form, 'wins', lang, wins), { formatted: formatCount(wins, lang) }),
    fill(plural(form, 'losses', lang, losses), { formatted: formatCount(losses, lang) }),
  ].join(', ');
}

/** What a note says on its chip and its evidence, in `lang`, as docs/riot-policies.md words them. */
export function noteWords(lang: Language, note: PlayerNote): { text: string; evidence: string } {
  const { notes } = TEXTS[lang].scouting;
  const n = (value: number) => formatCount(value, lang);
  const champion = note.champion?.name ?? '';
  const date = note.as_of
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: TIME_ZONE }).format(
        new Date(note.as_of),
      )
    : null;
  const asOf = date ? ` ${fill(notes.as_of, { date })}` : '';
  const games = n(note.count);
  const sample = n(note.sample);
  switch (note.kind) {
    case 'first_time':
      return {
        text: fill(notes.first_time.text, { champion }),
        evidence: `${fill(plural(notes.first_time, 'evidence', lang, note.sample), { sample, champion })}${asOf}`,
      };
    case 'one_trick': {
      const share = note.sample > 0 ? Math.floor((100 * note.count) / note.sample) : 0;
      return {
        text: fill(notes.one_trick.text, { champion, percent: formatPercent(share, lang) }),
        evidence: fill(plural(notes.one_trick, 'evidence', lang, note.sample), {
          games,
          sample,
          champion,
        }),
      };
    }
    case 'win_streak':
      return {
        text: fill(plural(notes.win_streak, 'text', lang, note.count), { wins: games }),
        evidence: `${fill(plural(notes.win_streak, 'evidence', lang, note.count), { wins: games })}${asOf}`,
      };
    case 'back_after': {
      const days = note.days ?? 0;
      return {
        text: fill(plural(notes.back_after, 'text', lang, days), { days: n(days) }),
        evidence: `${fill(plural(notes.back_after, 'evidence', lang, days), { days: n(days) })}${asOf}`,
      };
    }
    case 'experienced': {
      const text = fill(plural(notes.experienced, 'text', lang, note.count), { games, champion });
      const level = note.mastery_level;
      return {
        text:
          level === undefined
            ? text
            : `${text} ${fill(notes.experienced.mastery, { level: n(level) })}`,
        evidence: fill(notes.experienced.evidence, { champion, games }),
      };
    }
    case 'autofilled': {
      const role = note.role ? roleName(lang, note.role) : '';
      return {
        text: fill(notes.autofilled.text, { role }),
        evidence: fill(plural(notes.autofilled, 'evidence', lang, note.sample), {
          games,
          sample,
          role,
        }),
      };
    }
  }
}

/** Whether a chip's evidence is open (drawn as a box over the chips) or folded away. */
async function expectEvidence(chip: Locator, evidence: Locator, isOpen: boolean, how: string) {
  await expect
    .poll(() => chip.getAttribute('aria-expanded'), { ...POLL, message: `evidence ${how}` })
    .toBe(String(isOpen));
  // Folded, the evidence stays in the page for screen readers as a 1 px clipped box.
  const box = await evidence.boundingBox();
  expect((box?.width ?? 0) > 1 && (box?.height ?? 0) > 1, `evidence drawn ${how}`).toBe(isOpen);
}

/**
 * A player's notes in `card`: one chip a note in the answer's order with its text, and its
 * evidence (filled with the note's numbers) opened by the mouse's hover and by keyboard focus,
 * folded again when the mouse leaves and on Escape. No list at all for a player without notes.
 */
export async function expectNotes(
  page: Page,
  lang: Language,
  card: Locator,
  notes: readonly PlayerNote[],
): Promise<void> {
  expect(await card.count(), 'the player’s card').toBe(1);
  const list = card.getByRole('list', { name: TEXTS[lang].scouting.notes.label, exact: true });
  if (notes.length === 0) {
    expect(await list.count(), 'notes shown for a player without notes').toBe(0);
    return;
  }
  const chips = list.getByRole('button');
  expect(await chips.allInnerTexts()).toEqual(notes.map((note) => noteWords(lang, note).text));
  for (const [index, note] of notes.entries()) {
    const chip = chips.nth(index);
    const evidence = page.locator(`[id="${await chip.getAttribute('aria-describedby')}"]`);
    expect(await evidence.textContent()).toBe(noteWords(lang, note).evidence);
    await expectEvidence(chip, evidence, false, 'before any hover');

    await chip.hover();
    await expectEvidence(chip, evidence, true, 'on hover');
    await page.mouse.move(0, 0);
    await expectEvidence(chip, evidence, false, 'once the mouse left');

    // Reached with the keyboard: from the control before it, Tab.
    await chip.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await chip.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectEvidence(chip, evidence, true, 'on keyboard focus');
    await page.keyboard.press('Escape');
    await expectEvidence(chip, evidence, false, 'after Escape');
  }
}

/** axe-core's serious and critical findings (WCAG 2 A and AA) on the page as it is now. */
export async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
}
