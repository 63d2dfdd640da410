export {
  DOUBLE_TAP_MS,
  ImagePreview,
  SWIPE_THRESHOLD,
  ZOOM_SCALE,
  type ImagePreviewLabels,
  type ImagePreviewProps,
  type PreviewImage,
} from './ImagePreview';
