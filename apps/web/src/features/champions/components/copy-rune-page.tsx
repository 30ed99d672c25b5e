import type { RunePage } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

/** The rune page as text, tree by tree, to keep or paste beside the client's rune editor. */
export function useRunePageText() {
  const { t } = useTranslation('champions');
  return (page: RunePage, title: string) =>
    [
      title,
      t('runes.copy_line', {
        tree: page.primary.tree.name,
        runes: [page.primary.keystone, ...page.primary.runes].map((r) => r.name).join(', '),
      }),
      t('runes.copy_line', {
        tree: page.secondary.tree.name,
        runes: page.secondary.runes.map((r) => r.name).join(', '),
      }),
      t('runes.copy_line', {
        tree: t('runes.shards'),
        runes: page.shards.map((r) => r.name).join(', '),
      }),
    ].join('\n');
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy rune page": the page as text to the clipboard, "Copied" once it is there; where the
 * browser refuses, the text is shown to copy by hand. Says plainly that the game client cannot
 * take a rune page from a browser.
 */
export function CopyRunePage({ text }: { text: string }) {
  const { t } = useTranslation('champions');
  const [state, setState] = useState<CopyState>('idle');
  const noteId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" onClick={() => void copy()} aria-describedby={noteId}>
          {state === 'copied' ? t('runes.copied') : t('runes.copy')}
        </Button>
        <span role="status" className="text-xs font-semibold text-win">
          {state === 'copied' ? t('runes.copied_status') : ''}
        </span>
      </div>
      <p id={noteId} className="text-xs text-muted">
        {t('runes.copy_note')}
      </p>
      {state === 'failed' && (
        <div className="space-y-1">
          <p role="alert" className="text-xs text-loss">
            {t('runes.copy_failed')}
          </p>
          <textarea
            readOnly
            aria-label={t('runes.copy_text')}
            value={text}
            rows={4}
            className="w-full rounded-md border border-line bg-bg p-2 text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}
