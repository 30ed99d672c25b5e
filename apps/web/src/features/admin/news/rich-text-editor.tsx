import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/text-field.tsx';
import {
  AltTextIcon,
  BoldIcon,
  BulletListIcon,
  CodeIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
} from './editor-icons.tsx';
import {
  EDITOR_IMAGE_FOLDERS,
  type EditorImageRoute,
  EditorImageUploadError,
  uploadEditorImage,
  uploadFailureText,
} from './editor-image-upload.ts';
import {
  createExtensions,
  hasForeignImage,
  imageFileOf,
  placeCursorAfterImage,
} from './editor-images.ts';
import { linkHref } from './link-href.ts';
import { IMAGE_TYPES } from './news-form.ts';

/** Longest image description the form takes; a description is a sentence, not a caption. */
const IMAGE_ALT_MAX = 250;

export interface RichTextEditorProps {
  /** The HTML the editor starts with; later changes of it are ignored. */
  initialHtml: string;
  /** The new HTML after each change; '' when the editor is empty. */
  onChange: (html: string) => void;
  /** The accessible name of the text area. */
  label: string;
  /** The id of the error shown beneath the editor, if any. */
  errorId?: string | undefined;
  /** Where its images are uploaded: the news articles' route unless told. */
  imageRoute?: EditorImageRoute | undefined;
}

/** What the toolbar shows, read from the editor after each change of content or selection. */
function toolbarState({ editor }: { editor: Editor }) {
  return {
    isBold: editor.isActive('bold'),
    isItalic: editor.isActive('italic'),
    isHeading2: editor.isActive('heading', { level: 2 }),
    isHeading3: editor.isActive('heading', { level: 3 }),
    isBulletList: editor.isActive('bulletList'),
    isOrderedList: editor.isActive('orderedList'),
    isLink: editor.isActive('link'),
    isBlockquote: editor.isActive('blockquote'),
    isCode: editor.isActive('code'),
    isImage: editor.isActive('image'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolbarButton({
  label,
  isPressed,
  isDisabled = false,
  onClick,
  children,
}: {
  label: string;
  /** Undefined for actions that are not toggles (undo, image). */
  isPressed?: boolean | undefined;
  isDisabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      disabled={isDisabled}
      // Keeps the editor's selection while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-text disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-accent/15 aria-pressed:text-accent"
    >
      {children}
    </button>
  );
}

/** Left and right arrows move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

/** The inline link form under the toolbar, instead of the browser's prompt. */
/**
 * Keys of the editor's inline forms (link, image): Enter applies instead of sending the news
 * form, and Escape closes only the inline form, not the dialog around it.
 */
function inlineFormKeys(apply: () => void, close: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
}

function LinkForm({
  initialHref,
  onApply,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initialHref);
  const [isInvalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const apply = () => {
    const href = linkHref(text);
    if (href === null) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  return (
    <div className="space-y-1.5 border-b border-line bg-surface-2/50 px-2 py-2">
      <label htmlFor={inputId} className="sr-only">
        {t('news.editor.link_url')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          // Text, not url: paths within the site (/en/news) are valid links too.
          type="text"
          inputMode="url"
          // biome-ignore lint/a11y/noAutofocus: the form opens from the Link button to type the address
          autoFocus
          value={text}
          placeholder={t('news.editor.link_placeholder')}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={inlineFormKeys(apply, onClose)}
          className={`${inputClass} h-9 min-w-0 flex-1 text-sm`}
        />
        <Button size="sm" onClick={apply}>
          {t('news.editor.link_apply')}
        </Button>
        {initialHref !== '' && (
          <Button size="sm" variant="secondary" onClick={() => onApply('')}>
            {t('news.editor.link_remove')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('news.editor.link_cancel')}
        </Button>
      </div>
      {isInvalid && (
        <p id={errorId} className="text-sm text-loss">
          {t('news.editor.link_invalid')}
        </p>
      )}
    </div>
  );
}

/** What the image form is for: a chosen file to describe and insert, or the selected image. */
type ImageFormTarget = { kind: 'insert'; file: File } | { kind: 'describe'; alt: string };

/**
 * The image description (alt text) form under the toolbar: shown before a chosen image is
 * uploaded and inserted, and for changing the description of the selected image.
 */
function ImageForm({
  target,
  isUploading,
  onApply,
  onClose,
}: {
  target: ImageFormTarget;
  isUploading: boolean;
  onApply: (alt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [alt, setAlt] = useState(target.kind === 'describe' ? target.alt : '');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const apply = () => {
    if (!isUploading) onApply(alt.trim());
  };

  return (
    <div className="space-y-1.5 border-b border-line bg-surface-2/50 px-2 py-2">
      <label htmlFor={inputId} className="block text-xs font-medium text-muted">
        {t('news.editor.image_alt')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="text"
          // biome-ignore lint/a11y/noAutofocus: the form opens from the image button to type the description
          autoFocus
          value={alt}
          maxLength={IMAGE_ALT_MAX}
          placeholder={t('news.editor.image_alt_placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={inlineFormKeys(apply, onClose)}
          className={`${inputClass} h-9 min-w-0 flex-1 text-sm`}
        />
        <Button size="sm" onClick={apply} disabled={isUploading} aria-busy={isUploading}>
          {target.kind === 'insert'
            ? isUploading
              ? t('news.editor.uploading')
              : t('news.editor.image_insert')
            : t('news.editor.image_alt_apply')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} disabled={isUploading}>
          {t('news.editor.image_cancel')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {target.kind === 'insert'
          ? t('news.editor.image_alt_hint_file', { name: target.file.name })
          : t('news.editor.image_alt_hint')}
      </p>
    </div>
  );
}

/**
 * The article body editor (TipTap): a toolbar and a scrolling text area 300 px high
 * (docs/product.md, Admin area). Loaded on its own, only when a news form opens (docs/product.md, Web app).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { initialHtml, onChange, label, errorId, imageRoute = 'adminUploadEditorImage' } = props;
  const folder = EDITOR_IMAGE_FOLDERS[imageRoute];
  const { t } = useTranslation('admin');
  const [extensions] = useState(() => createExtensions(folder));
  const [isLinkFormOpen, setLinkFormOpen] = useState(false);
  const [imageForm, setImageForm] = useState<ImageFormTarget | null>(null);
  const [isUploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ruleId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(() => {
    /** A pasted or dropped image file opens the image form, as one chosen with the button. */
    const takeImageFile = (event: Event, data: DataTransfer | null) => {
      const file = imageFileOf(data);
      if (!file) return false;
      event.preventDefault();
      setLinkFormOpen(false);
      setImageForm({ kind: 'insert', file });
      return true;
    };
    return {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': errorId ? `${errorId} ${ruleId}` : ruleId,
        ...(errorId ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-article min-h-full px-3 py-2 focus:outline-none',
      },
      handleDOMEvents: {
        paste: (_view: unknown, event: ClipboardEvent) => takeImageFile(event, event.clipboardData),
        drop: (_view: unknown, event: DragEvent) => takeImageFile(event, event.dataTransfer),
      },
      // Another site's image is left out by UploadedImage; the editor is told why.
      transformPastedHTML: (html: string) => {
        if (hasForeignImage(html, folder)) notify.error(t('news.editor.image_foreign'));
        return html;
      },
    };
  }, [label, errorId, ruleId, t, folder]);

  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({ editor, selector: toolbarState });

  const applyLink = (href: string) => {
    setLinkFormOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  const insertImage = async (file: File, alt: string) => {
    setUploading(true);
    try {
      const location = await uploadEditorImage(file, imageRoute);
      editor
        .chain()
        .focus()
        .setImage({ src: location, alt })
        .command(({ tr }) => placeCursorAfterImage(tr))
        .run();
      setImageForm(null);
    } catch (error) {
      if (!(error instanceof EditorImageUploadError)) throw error;
      notify.error(uploadFailureText(t, error.failure));
    } finally {
      setUploading(false);
    }
  };

  const applyImageForm = (alt: string) => {
    if (!imageForm) return;
    if (imageForm.kind === 'insert') {
      void insertImage(imageForm.file, alt);
      return;
    }
    setImageForm(null);
    editor.chain().focus().updateAttributes('image', { alt }).run();
  };

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-bg focus-within:border-accent ${errorId ? 'border-loss' : 'border-line'}`}
    >
      <div
        role="toolbar"
        aria-label={t('news.editor.toolbar')}
        onKeyDown={moveFocus}
        className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface px-1.5 py-1"
      >
        <ToolbarButton
          label={t('news.editor.bold')}
          isPressed={state.isBold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <BoldIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.italic')}
          isPressed={state.isItalic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <ItalicIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.heading_2')}
          isPressed={state.isHeading2}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <Heading2Icon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.heading_3')}
          isPressed={state.isHeading3}
          onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          <Heading3Icon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.bullet_list')}
          isPressed={state.isBulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <BulletListIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.ordered_list')}
          isPressed={state.isOrderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <OrderedListIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.link')}
          isPressed={state.isLink || isLinkFormOpen}
          onClick={() => setLinkFormOpen((isOpen) => !isOpen)}
        >
          <LinkIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.blockquote')}
          isPressed={state.isBlockquote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        >
          <QuoteIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.code')}
          isPressed={state.isCode}
          onClick={() => editor.chain().focus().toggleCode().run()}
        >
          <CodeIcon />
        </ToolbarButton>
        <ToolbarButton
          label={isUploading ? t('news.editor.uploading') : t('news.editor.image')}
          isDisabled={isUploading}
          onClick={() => fileInput.current?.click()}
        >
          <ImageIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.image_alt_edit')}
          isDisabled={!state.isImage || isUploading}
          onClick={() =>
            setImageForm({
              kind: 'describe',
              alt: String(editor.getAttributes('image').alt ?? ''),
            })
          }
        >
          <AltTextIcon />
        </ToolbarButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label={t('news.editor.undo')}
          isDisabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <UndoIcon />
        </ToolbarButton>
        <ToolbarButton
          label={t('news.editor.redo')}
          isDisabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <RedoIcon />
        </ToolbarButton>
        {isUploading && (
          <span role="status" className="ml-2 text-xs text-muted">
            {t('news.editor.uploading')}
          </span>
        )}
      </div>
      {isLinkFormOpen && (
        <LinkForm
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={applyLink}
          onClose={() => {
            setLinkFormOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      {imageForm && (
        <ImageForm
          // A new target starts the form afresh.
          key={imageForm.kind === 'insert' ? imageForm.file.name : 'describe'}
          target={imageForm}
          isUploading={isUploading}
          onApply={applyImageForm}
          onClose={() => {
            setImageForm(null);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent
        editor={editor}
        // A selected image is outlined: the next key replaces it, and its description can change.
        className="h-[300px] overflow-y-auto [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-offset-2 [&_img.ProseMirror-selectednode]:outline-accent"
      />
      <p id={ruleId} className="border-t border-line bg-surface px-3 py-1.5 text-xs text-muted">
        {t('news.editor.image_rule')}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            setLinkFormOpen(false);
            setImageForm({ kind: 'insert', file });
          }
        }}
      />
    </div>
  );
}
