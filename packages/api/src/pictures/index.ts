export { EMOJI, type EmojiName } from './emoji';
export {
  demoPicture,
  isEmojiName,
  mixColour,
  PICTURE_PALETTE,
  svgDataUri,
  type PictureLayout,
  type PictureRequest,
} from './compose';
export {
  drawEmojiMedia,
  GALLERY_SHOTS,
  MAX_MEDIA_EMOJI,
  MEDIA_KINDS,
  MEDIA_SIZES,
  mediaUrl,
  parseMediaFile,
  seedNumber,
  type MediaKind,
  type MediaRequest,
} from './media';
