import { t } from '@lingui/core/macro';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';

export type UploadedImage = { src: string; alt?: string };
/** Stores the file and resolves with its public address; reject with a readable `Error`. */
export type UploadImage = (file: File) => Promise<UploadedImage>;

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string }
  | { status: 'failed'; fileName: string; reason: string | null };

/** "class-photo.final.png" → "class-photo.final": a better description than none at all. */
export function altFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '');
}

/** Uploads a picked file through the caller and inserts the image at the selection. */
export function useImageUpload(editor: Editor, uploadImage: UploadImage | undefined) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });

  const upload = async (file: File) => {
    if (!uploadImage) return;
    // Only images are accepted; the file picker's filter can be switched off by the user.
    if (!file.type.startsWith('image/')) {
      setState({
        status: 'failed',
        fileName: file.name,
        reason: t`Only image files can be inserted.`,
      });
      return;
    }
    setState({ status: 'uploading', fileName: file.name });
    try {
      const { src, alt } = await uploadImage(file);
      if (!editor.isDestroyed) {
        editor
          .chain()
          .focus()
          .setImage({ src, alt: alt ?? altFromFileName(file.name) })
          .run();
      }
      setState({ status: 'idle' });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : null;
      setState({ status: 'failed', fileName: file.name, reason });
    }
  };

  return { state, upload };
}
