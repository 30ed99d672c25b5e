import { TIER_ROLES, type TierRole } from '@riftscope/contracts';
import { useRef } from 'react';
import { useScrollFade } from '../hooks/use-scroll-fade.ts';
import { RoleIcon } from '../ui/role-icon.tsx';

const FILTERS = [null, ...TIER_ROLES] as const;

/**
 * All plus one button per role; the chosen one is pressed. On a phone the row scrolls sideways
 * unless `wrap` lets it wrap, and fades out at an edge with chips past it. Texts come from the
 * screen, in its own namespace.
 */
export function RoleFilter({
  value,
  onChange,
  legend,
  allLabel,
  roleLabel,
  wrap = false,
}: {
  value: TierRole | null;
  onChange: (role: TierRole | null) => void;
  legend: string;
  allLabel: string;
  roleLabel: (role: TierRole) => string;
  wrap?: boolean;
}) {
  const rowRef = useRef<HTMLFieldSetElement>(null);
  const { hidden, fadeClass, onScroll } = useScrollFade(rowRef, !wrap);

  return (
    <fieldset
      ref={rowRef}
      onScroll={onScroll}
      data-hidden-chips={wrap ? undefined : hidden}
      className={
        wrap
          ? 'flex min-w-0 flex-wrap gap-1.5'
          : `-mx-4 flex min-w-0 gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 ${fadeClass}`
      }
    >
      <legend className="sr-only">{legend}</legend>
      {FILTERS.map((role) => {
        const isPressed = role === value;
        return (
          <button
            key={role ?? 'all'}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(role)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-semibold transition-colors sm:px-3 ${
              isPressed
                ? 'border-accent bg-accent text-bg'
                : 'border-line bg-surface-2 text-muted hover:border-accent/50 hover:text-text'
            }`}
          >
            <RoleIcon role={role ?? 'ALL'} />
            {role ? roleLabel(role) : allLabel}
          </button>
        );
      })}
    </fieldset>
  );
}
