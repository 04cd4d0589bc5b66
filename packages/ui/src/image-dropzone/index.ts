export { ImageDropzone, type ImageDropzoneProps } from './image-dropzone';
export { type DroppedImage, maxImageSide, prepareImages, thumbnailSize } from './prepare-images';
