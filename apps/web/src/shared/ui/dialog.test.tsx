import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';
import { useDialogLayer } from './dialog-layer.ts';

function Opener() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Sign in
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Log in" closeLabel="Close">
        <form>
          <label>
            Email
            <input name="email" type="email" />
          </label>
          <label>
            Password
            <input name="password" type="password" />
          </label>
          <button type="button" onClick={() => setIsOpen(false)}>
            Cancel
          </button>
        </form>
      </Dialog>
    </>
  );
}

/** Names the dialog toasts would render in, or the page when none is open. */
function LayerProbe() {
  const layer = useDialogLayer();
  const dialog = layer?.closest('dialog');
  return <p data-testid="layer">{dialog ? dialog.textContent?.slice(0, 6) : 'page'}</p>;
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('puts the focus on the first field when it opens, not on its close button', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);

    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('gives the focus back to the button that opened it when it closes', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back when its owner removes it while open', () => {
    function Removable() {
      const [isShown, setIsShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsShown(true)}>
            Edit
          </button>
          {isShown && (
            <Dialog isOpen onClose={() => setIsShown(false)} title="Edit" closeLabel="Close">
              <input aria-label="Name" />
            </Dialog>
          )}
        </>
      );
    }
    render(<Removable />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(document.activeElement).toBe(opener);
  });

  it('offers its own layer for toasts while open, and the page again once closed', () => {
    render(
      <>
        <Opener />
        <LayerProbe />
      </>,
    );
    expect(screen.getByTestId('layer').textContent).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('layer').textContent).toBe('Log in');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.getByTestId('layer').textContent).toBe('page');
  });
});
