import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { errorResponse, renderRoutes, stubFetch } from '../../../test/render.tsx';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const UPLOAD = '/api/admin/news/upload-editor-image';

async function renderEditor(
  initialHtml = '<p>Baron buffs</p>',
  language: 'en' | 'ru' = 'en',
  imageRoute: RichTextEditorProps['imageRoute'] = undefined,
) {
  const onChange = vi.fn();
  const view = await renderRoutes(
    [
      {
        path: '/admin/news',
        element: (
          <RichTextEditor
            initialHtml={initialHtml}
            onChange={onChange}
            label="Text"
            imageRoute={imageRoute}
          />
        ),
      },
    ],
    '/admin/news',
    language,
  );
  const textbox = await screen.findByRole('textbox', { name: 'Text' });
  return { ...view, onChange, textbox };
}

const chooseImage = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no image input');
  const file = new File(['png'], 'map.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
};

/** Chooses an image, describes it and inserts it. */
const insertImage = (container: HTMLElement, alt = '') => {
  chooseImage(container);
  fireEvent.input(screen.getByRole('textbox', { name: 'Image description' }), {
    target: { value: alt },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
};

const lastHtml = (onChange: ReturnType<typeof vi.fn>) =>
  String(onChange.mock.calls.at(-1)?.[0] ?? '');

describe('RichTextEditor', () => {
  beforeEach(() => {
    vi.mocked(notify.error).mockClear();
  });

  it('shows the starting HTML and a labelled toolbar', async () => {
    const { textbox } = await renderEditor();
    expect(textbox.textContent).toBe('Baron buffs');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Quote',
      'Code',
      'Insert image',
      'Undo',
      'Redo',
    ]) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('inserts the uploaded image with its description and reports the new HTML', async () => {
    stubFetch((url) => (url.pathname === UPLOAD ? { location: '/storage/editor/map.webp' } : {}));
    const { container, onChange } = await renderEditor();
    insertImage(container, 'Map of the rift');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/storage/editor/map.webp" alt="Map of the rift"'),
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Image description' })).toBeNull();
  });

  it('uploads nothing when the image is cancelled before it is inserted', async () => {
    const fetch = stubFetch(() => ({ location: '/storage/editor/map.webp' }));
    const { container, onChange } = await renderEditor();
    chooseImage(container);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Image description' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts the cursor after an inserted image, so typing on keeps the image', async () => {
    stubFetch(() => ({ location: '/storage/editor/map.webp' }));
    const { container, onChange, textbox } = await renderEditor('');
    insertImage(container, 'Map');
    await waitFor(() => expect(lastHtml(onChange)).toContain('<img'));
    expect(textbox.querySelector('.ProseMirror-selectednode')).toBeNull();

    // The editor handles a key press itself only when a node is selected: it replaces it.
    fireEvent.keyPress(textbox, { key: 'x', code: 'KeyX', charCode: 120 });
    fireEvent.keyDown(textbox, { key: 'Delete', code: 'Delete' });
    expect(lastHtml(onChange)).toContain('<img src="/storage/editor/map.webp" alt="Map"');
    expect(lastHtml(onChange)).toMatch(/<img[^>]*><p><\/p>$/);
  });

  it('changes the description of the selected image', async () => {
    stubFetch(() => ({ location: '/storage/editor/map.webp' }));
    const { container, onChange } = await renderEditor('');
    const describe = screen.getByRole('button', { name: 'Edit image description' });
    expect((describe as HTMLButtonElement).disabled).toBe(true);
    insertImage(container, 'Old');
    await waitFor(() => expect(lastHtml(onChange)).toContain('alt="Old"'));

    // Backspace in the empty line after the image selects the image.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Text' }), { key: 'Backspace' });
    await waitFor(() => expect((describe as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(describe);
    const field = screen.getByRole('textbox', { name: 'Image description' }) as HTMLInputElement;
    expect(field.value).toBe('Old');
    fireEvent.input(field, { target: { value: 'Baron pit' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(lastHtml(onChange)).toContain('alt="Baron pit"'));
    expect(lastHtml(onChange)).not.toContain('alt="Old"');
  });

  it('says HTTP Error with the status when the upload is refused', async () => {
    stubFetch(() => errorResponse(415));
    const { container } = await renderEditor();
    insertImage(container);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('HTTP Error: 415'));
  });

  it('says Invalid JSON when the upload answer has no location', async () => {
    stubFetch(() => ({ url: '/storage/editor/map.webp' }));
    const { container, onChange } = await renderEditor();
    insertImage(container);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid JSON'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the upload failed, in the interface language, when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { container } = await renderEditor('<p>Барон</p>', 'ru');
    chooseImage(container);
    fireEvent.click(screen.getByRole('button', { name: 'Вставить' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Не удалось загрузить изображение'),
    );
  });

  it('marks Bold as pressed once it is switched on', async () => {
    await renderEditor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks for a link address in its own field, not the browser prompt', async () => {
    const prompt = vi.fn();
    vi.stubGlobal('prompt', prompt);
    const { onChange } = await renderEditor('');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));

    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.input(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByText(/Enter an address starting with https:\/\//)).toBeTruthy();

    fireEvent.input(address, { target: { value: 'leagueoflegends.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('href="https://leagueoflegends.com"'),
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
  });

  describe('images of other sites', () => {
    /** Pastes what the clipboard holds: HTML, and files such as a copied image. */
    const paste = (textbox: HTMLElement, html: string, files: File[] = []) =>
      fireEvent.paste(textbox, {
        clipboardData: {
          types: files.length ? ['Files'] : ['text/html'],
          files,
          getData: (type: string) => (type === 'text/html' ? html : ''),
        },
      });

    it('says under the editor that only uploaded images are kept', async () => {
      const { textbox } = await renderEditor();
      const rule = screen.getByText(/only uploaded images are kept/);
      expect(textbox.getAttribute('aria-describedby')).toContain(rule.id);
    });

    it('leaves out a pasted image of another site and says why', async () => {
      const { onChange, textbox } = await renderEditor('');
      paste(textbox, '<p>Patch notes</p><img src="https://example.com/patch.png" alt="Patch">');
      await waitFor(() => expect(lastHtml(onChange)).toContain('Patch notes'));
      expect(lastHtml(onChange)).not.toContain('<img');
      expect(notify.error).toHaveBeenCalledWith(
        'Images from other sites are not kept. Save the image to your device and add it with “Insert image”.',
      );
    });

    it('keeps a pasted image that was uploaded with the editor, without a word', async () => {
      const { onChange, textbox } = await renderEditor('');
      paste(textbox, '<p>Map</p><img src="/storage/editor/map.webp" alt="Map">');
      await waitFor(() =>
        expect(lastHtml(onChange)).toContain('<img src="/storage/editor/map.webp" alt="Map"'),
      );
      expect(notify.error).not.toHaveBeenCalled();
    });

    it("keeps in a guide's text the guide editor's uploads alone", async () => {
      const { onChange, textbox } = await renderEditor('', 'en', 'adminUploadGuideImage');
      paste(
        textbox,
        '<p>Map</p><img src="/storage/guides/map.webp" alt="Map"><img src="/storage/editor/news.webp">',
      );
      await waitFor(() =>
        expect(lastHtml(onChange)).toContain('<img src="/storage/guides/map.webp" alt="Map"'),
      );
      expect(lastHtml(onChange)).not.toContain('/storage/editor/');
      expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('not kept'));
    });

    it('uploads a pasted image file as one chosen with the image button', async () => {
      stubFetch((url) =>
        url.pathname === UPLOAD ? { location: '/storage/editor/shot.webp' } : {},
      );
      const { onChange, textbox } = await renderEditor('');
      const file = new File(['png'], 'shot.png', { type: 'image/png' });
      paste(textbox, '<img src="https://example.com/shot.png">', [file]);
      const alt = await screen.findByRole('textbox', { name: 'Image description' });
      expect(screen.getByText(/^shot\.png:/)).toBeTruthy();
      fireEvent.input(alt, { target: { value: 'Screenshot' } });
      fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
      await waitFor(() =>
        expect(lastHtml(onChange)).toContain(
          '<img src="/storage/editor/shot.webp" alt="Screenshot"',
        ),
      );
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('shows the rule and the refusal in Russian', async () => {
      const { textbox } = await renderEditor('', 'ru');
      expect(screen.getByText(/сохраняются только загруженные изображения/)).toBeTruthy();
      paste(textbox, '<img src="https://example.com/a.png">');
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(
          expect.stringContaining('Изображения с других сайтов не сохраняются'),
        ),
      );
    });
  });
});
