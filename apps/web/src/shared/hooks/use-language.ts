import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@riftscope/contracts';
import { useParams } from 'react-router';

/** The language of the current route: its `:lang` segment, else the fallback (docs/product.md, Languages). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}
