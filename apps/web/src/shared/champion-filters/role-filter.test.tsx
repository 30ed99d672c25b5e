import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoleFilter } from './role-filter.tsx';

/** Gives the element the scroll box a phone would: `width` shown of `content`, at `left`. */
function layOut(element: HTMLElement, width: number, content: number, left: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(element, 'scrollLeft', { configurable: true, value: left });
}

const renderRow = (wrap = false) =>
  render(
    <RoleFilter
      value={null}
      onChange={() => {}}
      legend="Role"
      allLabel="All"
      roleLabel={(role) => role}
      wrap={wrap}
    />,
  );

describe('RoleFilter', () => {
  afterEach(cleanup);

  it('fades out at each edge that hides chips, so a phone shows the row scrolls', () => {
    renderRow();
    const row = screen.getByRole('group', { name: 'Role' });

    layOut(row, 358, 520, 0);
    fireEvent.scroll(row);
    expect(row.dataset.hiddenChips).toBe('end');
    expect(row.className).toContain('mask-image');

    layOut(row, 358, 520, 80);
    fireEvent.scroll(row);
    expect(row.dataset.hiddenChips).toBe('both');

    layOut(row, 358, 520, 162);
    fireEvent.scroll(row);
    expect(row.dataset.hiddenChips).toBe('start');
  });

  it('does not fade when every chip fits, or when the row wraps', () => {
    renderRow();
    const row = screen.getByRole('group', { name: 'Role' });
    layOut(row, 900, 520, 0);
    fireEvent.scroll(row);
    expect(row.dataset.hiddenChips).toBe('none');
    expect(row.className).not.toContain('mask-image');
    cleanup();

    renderRow(true);
    const wrapped = screen.getByRole('group', { name: 'Role' });
    layOut(wrapped, 358, 520, 0);
    fireEvent.scroll(wrapped);
    expect(wrapped.className).not.toContain('mask-image');
  });
});
