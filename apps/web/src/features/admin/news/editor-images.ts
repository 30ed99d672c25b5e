import { type ArticleImageFolder, isAllowedImageSource } from '@riftscope/contracts';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { IMAGE_TYPES } from './news-form.ts';

/**
 * An image the editor takes in: only one uploaded with it, into its own storage folder
 * (contracts' isAllowedImageSource: the news editor's or the guide editor's). The server drops
 * any other on save, and the page's Content Security Policy would block another site's anyway.
 */
const isUploadedImage = (src: string | null, folder: ArticleImageFolder) =>
  isAllowedImageSource(src?.trim() ?? '', folder);

/** The image node, taking in from pasted or dropped HTML only the images uploaded here. */
const uploadedImage = (folder: ArticleImageFolder) =>
  Image.extend({
    parseHTML() {
      return [
        {
          tag: 'img[src]',
          getAttrs: (node: HTMLElement) =>
            isUploadedImage(node.getAttribute('src'), folder) ? null : false,
        },
      ];
    },
  });

/**
 * Only what the server's sanitiser keeps (contracts' article-html.ts): paragraphs, h2–h3, lists,
 * quotes, code, links, images uploaded into `folder`, bold/italic/underline/strike, rules and
 * line breaks.
 */
export function createExtensions(folder: ArticleImageFolder) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    uploadedImage(folder).configure({ inline: false, allowBase64: false }),
  ];
}

/** Whether pasted or dropped HTML shows an image the editor does not take in (another site's). */
export function hasForeignImage(html: string, folder: ArticleImageFolder): boolean {
  if (!/<img\b/i.test(html)) return false;
  const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return Array.from(images).some((image) => !isUploadedImage(image.getAttribute('src'), folder));
}

/** The image file of a paste or drop, which is uploaded as one chosen with the image button. */
export function imageFileOf(data: DataTransfer | null): File | null {
  const types = IMAGE_TYPES.split(',');
  return Array.from(data?.files ?? []).find((file) => types.includes(file.type)) ?? null;
}

/**
 * Moves the cursor from a just-inserted image to the line after it (a new empty paragraph when
 * the image ends the article or no text follows), so that the next key types there instead of
 * replacing the image.
 */
export function placeCursorAfterImage(tr: Transaction): boolean {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return true;
  const after = selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (!next?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (paragraph) tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}
