import {
  GUIDE_BODY_MAX_BYTES,
  GUIDE_CORE_ITEMS,
  GUIDE_SKILL_ORDER_LEVELS,
  GUIDE_STARTING_ITEMS_MAX,
  GUIDE_SUMMARY_MAX,
  GUIDE_TITLE_MAX,
} from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import type { GuideErrorCode, GuideErrorSlot } from './guide-form.ts';

const FORM_CODES = ['invalid', 'too_large', 'forbidden', 'not_found', 'network'] as const;

/** The sentence shown for an error of the guide form (never the server's words). */
export function useGuideErrorText() {
  const { t } = useTranslation('admin');

  const buildText = (block: string, code: GuideErrorCode): string => {
    switch (block) {
      case 'starting_items':
        return t('guides.errors.starting_items', { max: GUIDE_STARTING_ITEMS_MAX });
      case 'core_items':
        return code === 'count'
          ? t('guides.errors.core_items_count', { count: GUIDE_CORE_ITEMS })
          : t('guides.errors.core_items');
      case 'situational_items':
        return t('guides.errors.situational_items');
      case 'boots':
        return t('guides.errors.boots');
      case 'runes':
        return code === 'incomplete'
          ? t('guides.errors.runes_incomplete')
          : t('guides.errors.runes');
      case 'spells':
        return code === 'count' ? t('guides.errors.spells_count') : t('guides.errors.spells');
      default:
        return code === 'incomplete'
          ? t('guides.errors.skill_order_incomplete', { levels: GUIDE_SKILL_ORDER_LEVELS })
          : t('guides.errors.skill_order');
    }
  };

  const translationText = (field: string, code: GuideErrorCode): string => {
    if (field === 'title') {
      return code === 'required'
        ? t('guides.errors.title_required')
        : t('guides.errors.title', { max: GUIDE_TITLE_MAX });
    }
    if (field === 'summary') return t('guides.errors.summary', { max: GUIDE_SUMMARY_MAX });
    return code === 'too_large'
      ? t('guides.errors.body_too_large', { size: GUIDE_BODY_MAX_BYTES / 1024 })
      : t('guides.errors.body');
  };

  return (slot: GuideErrorSlot, code: GuideErrorCode, itemName?: string): string => {
    if (slot === 'form') {
      const known = (FORM_CODES as readonly string[]).includes(code);
      return t(`guides.errors.form_${known ? (code as (typeof FORM_CODES)[number]) : 'generic'}`);
    }
    const isItem = /^build\.\w+\.\d+$/.test(slot);
    if (isItem) return t('guides.errors.item', { name: itemName ?? '' });
    if (slot.startsWith('build.')) return buildText(slot.slice('build.'.length), code);
    if (slot.startsWith('translations.')) {
      return translationText(slot.split('.')[2] ?? '', code);
    }
    switch (slot) {
      case 'champion':
        return code === 'unknown'
          ? t('guides.errors.champion_unknown')
          : t('guides.errors.champion');
      case 'role':
        return t('guides.errors.role');
      case 'patch':
        return t('guides.errors.patch');
      case 'translations':
        return t('guides.errors.no_language');
      default:
        return t('guides.errors.choice');
    }
  };
}
