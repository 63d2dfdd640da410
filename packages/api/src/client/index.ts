export * from './client';
export * from './cloud';
export * from './config';
export * from './errors';
export { peekJson } from './peek';
export {
  HOME_BOOT_ELEMENT_ID,
  HOME_FEED_PAGE_SIZE,
  HOME_NEW_ARRIVALS,
  type HomeBootData,
} from '../contract/homeBoot';
