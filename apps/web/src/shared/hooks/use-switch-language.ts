import { isLanguage, type Language, switchLanguageInPath } from '@riftscope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storeLanguage } from '../../lib/language.ts';

/**
 * Switches the interface to another language as the language switcher does (docs/product.md, Languages): stores
 * the choice, changes the texts and goes to the same page under the new prefix, if it has one.
 * Resolves once
 * the texts of the new language are loaded.
 */
export function useSwitchLanguage(): (next: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  return useCallback(
    async (next: Language) => {
      storeLanguage(next);
      const changed = i18n.changeLanguage(next);
      // Pages outside the language prefix (the admin area) stay where they are.
      const target = isLanguage(location.pathname.split('/')[1])
        ? switchLanguageInPath(location.pathname, next)
        : location.pathname;
      if (target !== location.pathname) {
        void navigate(`${target}${location.search}${location.hash}`);
      }
      await changed;
    },
    [i18n, location.pathname, location.search, location.hash, navigate],
  );
}
