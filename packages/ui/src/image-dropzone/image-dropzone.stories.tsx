import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageDropzone, type ImageDropzoneProps } from './image-dropzone';
import { type DroppedImage, prepareImages } from './prepare-images';

/** A real encoded image of the given size, drawn on a canvas. */
async function imageFile(name: string, type: string, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.fillStyle = 'rebeccapurple';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'gold';
  context.fillRect(0, 0, width / 2, height / 2);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type));
  if (!blob) throw new Error(`The browser cannot encode ${type}.`);
  return new File([blob], name, { type });
}

async function dimensionsOf(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Keeps the images in state, as the chat panel does, and reports each change to the args. */
function StatefulDropzone(args: ImageDropzoneProps) {
  const [images, setImages] = useState(args.images);
  return (
    <ImageDropzone
      {...args}
      images={images}
      onImagesAdded={(added) => {
        args.onImagesAdded(added);
        setImages((current) => [...current, ...added]);
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setImages((current) => current.filter((image) => image.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Forms/ImageDropzone',
  component: ImageDropzone,
  args: { images: [], onImagesAdded: fn(), onRemove: fn() },
  render: (args) => <StatefulDropzone {...args} />,
} satisfies Meta<typeof ImageDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLInputElement>('Drag images here');
const dropBox = (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector('[data-part="drop-box"]');
  if (!(box instanceof HTMLElement)) throw new Error('The dropzone renders no drop box.');
  return box;
};
/**
 * Dispatches a real DragEvent carrying the files (testing-library's fireEvent copies the
 * DataTransfer into an empty one and the files are lost). True when the dropzone claimed it.
 */
function drag(target: HTMLElement, type: string, files: File[], relatedTarget?: Element) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return !target.dispatchEvent(
    new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, relatedTarget }),
  );
}

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drag images here')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();

    // Keyboard: the real file input takes the focus and accepts several images.
    await userEvent.tab();
    const picker = input(canvasElement);
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    await expect(picker).toHaveAttribute('multiple');
    await expect(picker).toHaveAccessibleDescription('or click to choose images');

    await userEvent.upload(picker, [await imageFile('diagram.jpeg', 'image/jpeg', 400, 300)]);
    await waitFor(() => expect(args.onImagesAdded).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('img', { name: 'diagram.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove diagram.png' })).toBeEnabled();
  },
};

export const WithImages: Story = {
  loaders: [
    async () => ({
      images: await prepareImages([
        await imageFile('error.png', 'image/png', 640, 480),
        await imageFile('console.png', 'image/png', 300, 900),
      ]),
    }),
  ],
  render: (args, { loaded }) => (
    <StatefulDropzone {...args} images={loaded.images as DroppedImage[]} />
  ),
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Selected images' });
    await expect(within(list).getAllByRole('img')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove error.png' }));
    const [removed] = loaded.images as DroppedImage[];
    await expect(args.onRemove).toHaveBeenCalledWith(removed?.id);
    await expect(canvas.queryByRole('img', { name: 'error.png' })).not.toBeInTheDocument();
    // Focus moves to the next thumbnail's button, then back to the picker once none are left.
    const next = canvas.getByRole('button', { name: 'Remove console.png' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

export const DragOver: Story = {
  play: async ({ args, canvasElement }) => {
    const box = dropBox(canvasElement);
    const files = [await imageFile('screen.webp', 'image/webp', 120, 80)];
    await expect(drag(box, 'dragover', files)).toBe(true);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'drag-over'));

    drag(box, 'dragleave', [], canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'idle'));

    drag(box, 'dragover', files);
    drag(box, 'drop', files);
    await waitFor(() => expect(args.onImagesAdded).toHaveBeenCalledTimes(1));
    await expect(box).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).getByRole('img', { name: 'screen.png' })).toBeVisible();
  },
};

export const Processing: Story = {
  play: async ({ args, canvasElement }) => {
    const box = dropBox(canvasElement);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();

    // A large photo takes long enough to re-encode that the busy state can be observed.
    const photo = await imageFile('photo.png', 'image/png', 4000, 3000);
    drag(box, 'drop', [photo]);
    await waitFor(() => expect(status).toHaveTextContent('Preparing images…'));
    await expect(box).toHaveAttribute('data-state', 'processing');

    await waitFor(() => expect(args.onImagesAdded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(box).toHaveAttribute('data-state', 'idle');
  },
};

export const IgnoresOtherFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const notes = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    drag(dropBox(canvasElement), 'drop', [notes]);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement());
    await expect(args.onImagesAdded).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const picker = input(canvasElement);
    await expect(picker).toBeDisabled();
    const files = [await imageFile('late.png', 'image/png', 50, 50)];
    const box = dropBox(canvasElement);
    // Still claimed, so the browser does not open the dropped file in place of the page.
    await expect(drag(box, 'dragover', files)).toBe(true);
    await expect(box).toHaveAttribute('data-state', 'idle');
    await expect(drag(box, 'drop', files)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onImagesAdded).not.toHaveBeenCalled();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Drop screenshots of the error' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Drop screenshots of the error'),
    ).toHaveAttribute('type', 'file');
  },
};

/** prepareImages() needs a real browser: it decodes and encodes with createImageBitmap and canvas. */
export const PreparesImages: Story = {
  tags: ['!autodocs'],
  play: async () => {
    const wide = await imageFile('banner.png', 'image/png', 1700, 400);
    const photo = await imageFile('photo.jpeg', 'image/jpeg', 300, 200);
    const text = new File(['hello'], 'readme.txt', { type: 'text/plain' });

    const prepared = await prepareImages([wide, text, photo]);
    await expect(prepared.map((image) => image.name)).toEqual(['banner.png', 'photo.png']);
    const [banner, small] = prepared;
    if (!banner || !small) throw new Error('Expected two prepared images.');

    // Downscaled to 850 px on the longer side and re-encoded as PNG.
    await expect(banner.file.type).toBe('image/png');
    await expect(banner.file.name).toBe('banner.png');
    await expect(await dimensionsOf(banner.file)).toEqual({ width: 850, height: 200 });
    // Smaller images are never upscaled; a JPEG becomes a PNG with a renamed extension.
    await expect(small.file.type).toBe('image/png');
    await expect(await dimensionsOf(small.file)).toEqual({ width: 300, height: 200 });

    // 100 × 100 thumbnails as PNG data URLs, and a distinct id per image.
    await expect(banner.thumbnailUrl).toMatch(/^data:image\/png;base64,/);
    const thumbnail = await (await fetch(banner.thumbnailUrl)).blob();
    await expect(await dimensionsOf(thumbnail)).toEqual({ width: 100, height: 100 });
    await expect(banner.id).not.toBe(small.id);

    await expect(await prepareImages([text])).toEqual([]);
  },
};
