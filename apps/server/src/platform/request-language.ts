import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@riftscope/contracts';
import Negotiator from 'negotiator';

/**
 * The language of the game's names in an answer: the `lang` query parameter when given (the
 * contract has already checked it), else the best of ours that Accept-Language asks for, else en.
 */
export function requestLanguage(
  query: { lang?: Language | undefined },
  acceptLanguage: string | undefined,
): Language {
  if (query.lang) return query.lang;
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([
    ...LANGUAGES,
  ]);
  return (LANGUAGES as readonly string[]).includes(best ?? '')
    ? (best as Language)
    : FALLBACK_LANGUAGE;
}
