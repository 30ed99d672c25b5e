import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The language of the admin area: it has no language prefix (docs/product.md, Admin area), so it speaks the
 * interface's current language, and follows the switcher when it changes.
 */
export function useAdminLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
