import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { CloseIcon, UploadIcon } from '../icon';
import { cx } from '../internal/class-names';
import { Spinner } from '../spinner';
import * as styles from './image-dropzone.css';
import { type DroppedImage, prepareImages } from './prepare-images';

export type ImageDropzoneProps = {
  /** The images picked so far, shown as thumbnails. */
  images: DroppedImage[];
  /** New images, already downscaled to PNG; files that are not images never arrive here. */
  onImagesAdded(images: DroppedImage[]): void;
  onRemove(id: string): void;
  disabled?: boolean;
  /** The drop box's text and the file input's name ("Drag images here" when not given). */
  label?: string;
  className?: string;
};

/**
 * A drop box for screenshots (spec §2 Help-desk widget, §5): drop image files on it or activate
 * it to pick them, then review the thumbnails and remove any before sending.
 */
export function ImageDropzone({
  images,
  onImagesAdded,
  onRemove,
  disabled = false,
  label: givenLabel,
  className,
}: ImageDropzoneProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Drag images here`;
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  // A count, not a flag: a second drop may start before the first batch is ready.
  const [pending, setPending] = useState(0);

  const addFiles = async (files: File[]) => {
    setPending((count) => count + 1);
    try {
      const prepared = await prepareImages(files);
      if (prepared.length > 0) onImagesAdded(prepared);
    } finally {
      setPending((count) => count - 1);
    }
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    // Taken even when disabled: a file dropped on an unclaimed spot replaces the page with it.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragOver(!disabled);
  };

  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving between the box's own children fires dragleave too.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (!disabled) void addFiles([...event.dataTransfer.files]);
  };

  const handleRemove = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    // The button is about to disappear: hand focus to a neighbour, or back to the picker.
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    onRemove(id);
    (neighbour?.querySelector('button') ?? inputRef.current)?.focus();
  };

  const processing = pending > 0;
  const state = processing ? 'processing' : dragOver ? 'drag-over' : 'idle';

  return (
    <div data-component="image-dropzone" className={cx(styles.root, className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only a drop target; the file input inside is the keyboard and assistive-technology path. */}
      <div
        data-part="drop-box"
        data-state={state}
        data-disabled={disabled || undefined}
        className={styles.dropBox}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        {processing ? <Spinner size="md" decorative /> : <UploadIcon />}
        <label htmlFor={inputId} className={styles.title}>
          {label}
        </label>
        <span id={hintId} className={styles.hint}>
          <Trans>or click to choose images</Trans>
        </span>
        <span role="status" className={styles.hint}>
          {processing ? t`Preparing images…` : null}
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-describedby={hintId}
          className={styles.input}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that picking the same file again still reports a change.
            event.currentTarget.value = '';
            if (files.length > 0) void addFiles(files);
          }}
        />
      </div>
      {images.length > 0 ? (
        <ul aria-label={t`Selected images`} className={styles.thumbnails}>
          {images.map((image) => (
            <li key={image.id} data-part="thumbnail" className={styles.thumbnail}>
              <img
                src={image.thumbnailUrl}
                alt={image.name}
                width={100}
                height={100}
                className={styles.thumbnailImage}
              />
              <button
                type="button"
                aria-label={t`Remove ${image.name}`}
                disabled={disabled}
                className={styles.removeButton}
                onClick={(event) => handleRemove(event, image.id)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
ImageDropzone.displayName = 'ImageDropzone';
