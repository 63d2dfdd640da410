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
