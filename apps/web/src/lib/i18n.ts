import { FALLBACK_LANGUAGE, type Language } from '@riftscope/contracts';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import ru from '../locales/ru/common.json';
import tr from '../locales/tr/common.json';

export const resources = {
  en: { common: en },
  ru: { common: ru },
  tr: { common: tr },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

/**
 * An i18next instance with every locale bundled and `language` active. The shell's texts are
 * small enough to ship inline, so init is synchronous and the first render is already translated.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
