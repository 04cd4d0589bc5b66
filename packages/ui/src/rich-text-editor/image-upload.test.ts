// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtensions } from './extensions';
import { altFromFileName, useImageUpload } from './image-upload';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function setup(uploadImage: Parameters<typeof useImageUpload>[1]) {
  editor = new Editor({ extensions: createExtensions(), content: '<p>Intro</p>' });
  const instance = editor;
  const hook = renderHook(() => useImageUpload(instance, uploadImage));
  return { editor: instance, hook };
}

const png = new File(['x'], 'class-photo.png', { type: 'image/png' });

describe('altFromFileName', () => {
  it('drops the extension only', () => {
    expect(altFromFileName('class-photo.final.png')).toBe('class-photo.final');
    expect(altFromFileName('diagram')).toBe('diagram');
  });
});

describe('useImageUpload', () => {
  it('reports the upload, then inserts the image with the file name as a fallback alt', async () => {
    let finish: (image: { src: string }) => void = () => {};
    const uploadImage = vi.fn(() => new Promise<{ src: string }>((resolve) => (finish = resolve)));
    const { editor: instance, hook } = setup(uploadImage);

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.upload(png);
    });
    expect(hook.result.current.state).toEqual({ status: 'uploading', fileName: 'class-photo.png' });
    expect(uploadImage).toHaveBeenCalledWith(png);

    await act(async () => {
      finish({ src: '/media/class-photo.png' });
      await done;
    });
    expect(hook.result.current.state).toEqual({ status: 'idle' });
    expect(JSON.stringify(instance.getJSON())).toContain(
      '{"type":"image","attrs":{"src":"/media/class-photo.png","alt":"class-photo","title":null',
    );
  });

  it('keeps the alt text the caller gives', async () => {
    const { editor: instance, hook } = setup(async () => ({ src: '/a.png', alt: 'Our class' }));
    await act(() => hook.result.current.upload(png));
    expect(JSON.stringify(instance.getJSON())).toContain('"alt":"Our class"');
  });

  it('reports a failed upload with the error message', async () => {
    const { hook } = setup(async () => {
      throw new Error('The file is larger than 5 MB.');
    });
    await act(() => hook.result.current.upload(png));
    expect(hook.result.current.state).toEqual({
      status: 'failed',
      fileName: 'class-photo.png',
      reason: 'The file is larger than 5 MB.',
    });
  });

  it('refuses files that are not images without uploading them', async () => {
    const uploadImage = vi.fn(async () => ({ src: '/x' }));
    const { hook } = setup(uploadImage);
    await act(() =>
      hook.result.current.upload(new File(['x'], 'notes.pdf', { type: 'application/pdf' })),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(hook.result.current.state).toEqual({
      status: 'failed',
      fileName: 'notes.pdf',
      reason: 'Only image files can be inserted.',
    });
  });
});
