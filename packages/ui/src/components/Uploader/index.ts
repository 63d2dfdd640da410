export {
  Uploader,
  UPLOADER_ACCEPT,
  UPLOADER_MAX_COUNT,
  uploaderErrorReasons,
  type UploaderErrorReason,
  type UploaderItem,
  type UploaderProps,
} from './Uploader';
export { isAccepted } from './accept';
