import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import {
  API,
  renderProfile,
  requestsWithBody,
  sampleUser,
  stubProfileApi,
} from './test/profile-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const pickFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Change avatar', { selector: 'input' }), {
    target: { files: [file] },
  });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('ProfilePage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
    vi.mocked(notify.success).mockClear();
    // The browser reads an image's size before uploading it; here every image is 300×200.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 300, height: 200, close: () => undefined })),
    );
  });

  it('shows nickname, email and role, with the initial in place of a missing avatar', async () => {
    stubProfileApi({ me: () => sampleUser({ role: 'mod' }) });
    await renderProfile('/en/profile');

    expect(await screen.findByText('Ward Keeper')).toBeTruthy();
    expect(screen.getByText('ward@example.com')).toBeTruthy();
    expect(screen.getByText('Moderator')).toBeTruthy();
    expect(screen.getByText('W')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the stored avatar and the role in the page language', async () => {
    stubProfileApi({
      me: () => sampleUser({ role: 'admin', avatar: '/storage/avatars/a.webp' }),
    });
    await renderProfile('/tr/profile');

    const avatar = await screen.findByRole('img', { name: 'Ward Keeper kullanıcısının avatarı' });
    expect(avatar.getAttribute('src')).toBe('/storage/avatars/a.webp');
    expect(screen.getByText('Yönetici')).toBeTruthy();
  });

  it('uploads the picked image as the avatar field and refreshes the user', async () => {
    let avatar: string | null = null;
    const fetchMock = stubProfileApi({
      me: () => sampleUser({ avatar }),
      avatar: () => {
        avatar = '/storage/avatars/new.webp';
        return { avatar };
      },
    });
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    const input = screen.getByLabelText('Change avatar', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');
    pickFile(png());

    const image = await screen.findByRole('img', { name: "Ward Keeper's avatar" });
    expect(image.getAttribute('src')).toBe('/storage/avatars/new.webp');
    const uploads = requestsWithBody(fetchMock, API.avatar);
    expect(uploads.map(({ method }) => method)).toEqual(['POST']);
    expect((uploads[0]?.body as FormData | undefined)?.get('avatar')).toBeInstanceOf(File);
    await waitFor(() => expect(requestsTo(fetchMock, API.me)).toHaveLength(2));
    expect(notify.success).toHaveBeenCalledWith('Avatar updated');
  });

  const avatarError = (message: string) =>
    new Response(
      JSON.stringify({ message: 'The given data was invalid', errors: { avatar: [message] } }),
      {
        status: 422,
        headers: { 'content-type': 'application/json' },
      },
    );

  it.each([
    [
      '413',
      () => errorResponse(413),
      'This file is too large: at most 5 MB. Choose a smaller file.',
    ],
    [
      '415',
      () => errorResponse(415),
      "This file can't be used as an avatar. Choose a JPEG, PNG, WebP or GIF image.",
    ],
    [
      '422 naming pixels',
      () => avatarError('The image is too large in pixels (max 4096×4096)'),
      'This image is too large: at most 4096×4096 pixels. Choose a smaller image.',
    ],
    [
      '422 for an unreadable image',
      () => avatarError('The image could not be read'),
      "This image couldn't be read. It may be damaged; choose another one.",
    ],
    ['500', () => errorResponse(500), "Couldn't upload the avatar. Try again later."],
  ])(
    'explains a failed upload answered with %s in a toast naming the cause',
    async (_, answer, text) => {
      stubProfileApi({ avatar: answer });
      await renderProfile('/en/profile');
      await screen.findByText('Ward Keeper');

      pickFile(png());

      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(text));
      expect(
        (screen.getByRole('button', { name: 'Change avatar' }) as HTMLButtonElement).disabled,
      ).toBe(false);
    },
  );

  it('does not upload a file that is not an image', async () => {
    const fetchMock = stubProfileApi();
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    pickFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "This file can't be used as an avatar. Choose a JPEG, PNG, WebP or GIF image.",
      ),
    );
    expect(requestsTo(fetchMock, API.avatar)).toHaveLength(0);
  });

  it('does not upload an image of more than 5 MB', async () => {
    const fetchMock = stubProfileApi();
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    pickFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This file is too large: at most 5 MB. Choose a smaller file.',
      ),
    );
    expect(requestsTo(fetchMock, API.avatar)).toHaveLength(0);
  });

  it('does not upload an image of more pixels than the server takes, read in the browser', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4097, height: 4096, close: () => undefined })),
    );
    const fetchMock = stubProfileApi();
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    pickFile(png());

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This image is too large: at most 4096×4096 pixels. Choose a smaller image.',
      ),
    );
    expect(requestsTo(fetchMock, API.avatar)).toHaveLength(0);
  });

  it('holds a GIF to the smaller square the server takes for GIFs', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 2049, height: 2048, close: () => undefined })),
    );
    const fetchMock = stubProfileApi();
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    pickFile(new File(['GIF89a'], 'big.gif', { type: 'image/gif' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This image is too large: at most 2048×2048 pixels. Choose a smaller image.',
      ),
    );
    expect(requestsTo(fetchMock, API.avatar)).toHaveLength(0);
  });

  it('does not upload an image the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('bad image', 'InvalidStateError');
      }),
    );
    const fetchMock = stubProfileApi();
    await renderProfile('/en/profile');
    await screen.findByText('Ward Keeper');

    pickFile(png());

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "This image couldn't be read. It may be damaged; choose another one.",
      ),
    );
    expect(requestsTo(fetchMock, API.avatar)).toHaveLength(0);
  });
});
