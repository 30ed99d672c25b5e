/**
 * The small-sample mark: a dashed chip that says a figure rests on too few games, with the
 * minimum it falls short of as its tooltip. Compact, it shows a short word that screen readers
 * still hear in full. Texts come from the feature that shows it, in its own namespace.
 */
export function SmallSampleMark({
  label,
  shortLabel,
  hint,
  className = '',
}: {
  label: string;
  /** Shown instead of `label` where width is short; `label` is still read out. */
  shortLabel?: string;
  hint: string;
  className?: string;
}) {
  return (
    <span
      title={hint}
      className={`inline-flex shrink-0 items-center rounded border border-dashed border-muted/60 px-1 text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-muted ${className}`}
    >
      {shortLabel === undefined ? (
        label
      ) : (
        <>
          <span aria-hidden="true">{shortLabel}</span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}
