import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './close-icon.tsx';
import { setLayer } from './dialog-layer.ts';

const FIELDS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and the rest of the
 * page is inert while it is open. Opening it puts the focus on its first field (the browser
 * would pick the close button); closing it gives the focus back to what had it before.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  closeLabel,
  children,
  size = 'md',
  closesOnBackdrop = true,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** `wide` for long forms such as the news editor. */
  size?: 'md' | 'wide';
  /** False for forms whose typing a stray click outside should not throw away. */
  closesOnBackdrop?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const layer = layerRef.current;
    if (!dialog || !layer || !isOpen) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(FIELDS)?.focus();
    setLayer(layer, true);
    return () => {
      setLayer(layer, false);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the native dialog closes on Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closesOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'wide' ? 'max-w-4xl' : 'max-w-md'} rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl shadow-black/60`}
    >
      {isOpen && (
        <div className="p-6">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-m-2 rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
      <div ref={layerRef} />
    </dialog>
  );
}
