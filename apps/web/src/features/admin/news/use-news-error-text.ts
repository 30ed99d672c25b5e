import { NEWS_BODY_MAX_BYTES, NEWS_TITLE_MAX } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import type { NewsErrorCode, NewsErrorSlot } from './news-form.ts';

/** The sentence shown for a field's error code (never the server's words). */
export function useNewsErrorText() {
  const { t } = useTranslation('admin');
  return (slot: NewsErrorSlot, code: NewsErrorCode): string => {
    if (slot === 'form') {
      switch (code) {
        case 'invalid':
        case 'unsupported':
          return t('news.form.errors.form_invalid');
        case 'too_large':
          return t('news.form.errors.form_too_large');
        case 'not_found':
          return t('news.form.errors.form_not_found');
        case 'network':
          return t('news.form.errors.form_network');
        default:
          return t('news.form.errors.form_generic');
      }
    }
    if (slot === 'image') {
      if (code === 'too_large') return t('news.form.errors.image_too_large');
      if (code === 'unsupported') return t('news.form.errors.image_unsupported');
      return t('news.form.errors.image_invalid');
    }
    if (slot.endsWith('.title')) return t('news.form.errors.title', { max: NEWS_TITLE_MAX });
    if (slot.endsWith('.body')) {
      return code === 'too_large'
        ? t('news.form.errors.body_too_large', { size: NEWS_BODY_MAX_BYTES / 1024 })
        : t('news.form.errors.body_invalid');
    }
    return t('news.form.errors.choice');
  };
}
