import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarInitial, UserAvatar } from './user-avatar.tsx';

describe('UserAvatar', () => {
  it('shows the nickname’s first letter, in upper case, when there is no picture', () => {
    render(<UserAvatar name="  ward Keeper" avatar={null} alt="" size={28} className="size-7" />);

    expect(screen.getByTestId('avatar-initial').textContent).toBe('W');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps a letter outside the basic plane whole, and shows ? for an empty name', () => {
    expect(avatarInitial('𝔘ser')).toBe('𝔘');
    expect(avatarInitial('   ')).toBe('?');
  });

  it('shows the picture when there is one', () => {
    render(
      <UserAvatar
        name="Ward"
        avatar="/storage/avatars/a.webp"
        alt="Ward's avatar"
        size={112}
        className="size-28"
      />,
    );

    expect(screen.getByRole('img', { name: "Ward's avatar" }).getAttribute('src')).toBe(
      '/storage/avatars/a.webp',
    );
  });
});
