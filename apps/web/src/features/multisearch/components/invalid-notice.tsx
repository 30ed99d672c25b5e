import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The pasted fragments that are not Riot IDs, named in one line above the board instead of
 * taking a column each; each as pasted, isolated so that its direction reorders nothing.
 */
export function InvalidNotice({ inputs }: { inputs: readonly string[] }) {
  const { t } = useTranslation('multisearch');
  if (inputs.length === 0) return null;
  return (
    <p className="rounded-lg border border-line bg-surface px-3 py-2 text-sm break-words">
      <span className="font-semibold">{t('invalid.label', { count: inputs.length })}</span>{' '}
      {inputs.map((input, index) => (
        <Fragment key={input}>
          {index > 0 && ', '}
          <bdi className="font-mono text-[0.8125rem]">{input}</bdi>
        </Fragment>
      ))}
      <span className="text-muted"> · {t('invalid.hint')}</span>
    </p>
  );
}
