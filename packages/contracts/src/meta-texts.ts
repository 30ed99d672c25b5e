import en from '../locales/en/meta.json' with { type: 'json' };
import ru from '../locales/ru/meta.json' with { type: 'json' };
import tr from '../locales/tr/meta.json' with { type: 'json' };
import type { Language } from './languages.ts';
import type { MetaTexts } from './page-meta.ts';

/**
 * Page titles and descriptions in every language, for the server's head. The web app loads only
 * the language it shows (its `meta` namespace reads these files).
 */
export const META_TEXTS: Readonly<Record<Language, MetaTexts>> = { en, ru, tr };
