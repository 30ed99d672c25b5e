import type { Guide, Language } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useAuth } from '../../../shared/session/auth-context.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { guideQuery } from '../api/guides-api.ts';
import { useMarkHelpful } from '../api/use-mark-helpful.ts';

/** The words for a failed mark: by what the answer means, never the server's own text. */
function errorKey(error: unknown) {
  if (isApiError(error, 401)) return 'helpful.error_session' as const;
  if (isApiError(error, 403)) return 'helpful.error_blocked' as const;
  if (isApiError(error, 404)) return 'helpful.error_gone' as const;
  return 'helpful.error' as const;
}

/**
 * "Helpful" under a guide (docs/guides.md): a signed-in reader marks it once, and then sees it
 * marked with the new count; a visitor signed out sees the count and a way to sign in. The
 * reader's own copy of the guide says whether they marked it already.
 */
export function HelpfulButton({ guide, language }: { guide: Guide; language: Language }) {
  const { t } = useTranslation('guides');
  const { user, isLoading, openLogin } = useAuth();
  const own = useQuery({
    ...guideQuery(language, guide.slug, user?.id ?? null),
    enabled: user !== null,
  });
  const mark = useMarkHelpful(guide);
  const shown = user !== null && own.data ? own.data : guide;
  const isMarked = user !== null && (own.data?.marked_helpful ?? false);
  const count = t('helpful.count', {
    count: shown.helpful_count,
    formatted: formatCount(shown.helpful_count, language),
  });

  let action: ReactNode;
  if (user === null && !isLoading) {
    action = (
      <Button variant="secondary" onClick={openLogin}>
        {t('helpful.sign_in')}
      </Button>
    );
  } else if (isMarked) {
    action = (
      <p className="inline-flex items-center gap-1.5 rounded-lg bg-win/15 px-3 py-2 text-sm font-semibold text-win">
        <span aria-hidden="true">✓</span>
        <span>{t('helpful.marked')}</span>
      </p>
    );
  } else {
    const isBusy = mark.isPending || isLoading || own.isPending;
    action = (
      <Button variant="secondary" onClick={() => mark.mutate()} disabled={isBusy}>
        {mark.isPending && <Spinner />}
        {t('helpful.button')}
      </Button>
    );
  }

  return (
    <section
      aria-label={t('helpful.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4"
    >
      <p className="text-sm font-semibold">{t('helpful.question')}</p>
      {action}
      <p className="text-sm text-muted" aria-live="polite">
        {count}
      </p>
      {mark.isError && (
        <p role="alert" className="w-full text-sm text-loss">
          {t(errorKey(mark.error))}
        </p>
      )}
    </section>
  );
}
