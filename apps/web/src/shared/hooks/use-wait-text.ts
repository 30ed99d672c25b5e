import { useTranslation } from 'react-i18next';

/**
 * The sentence for a 429, naming the server's real wait (its Retry-After, in seconds): a
 * password check waits longer after each failure, so "a minute" would often be wrong.
 */
export function useWaitText() {
  const { t } = useTranslation();
  return (seconds: number | null): string => {
    if (seconds === null || seconds <= 0) return t('errors.too_many_attempts');
    if (seconds < 60) return t('errors.too_many_attempts_seconds', { count: seconds });
    return t('errors.too_many_attempts_minutes', { count: Math.ceil(seconds / 60) });
  };
}
