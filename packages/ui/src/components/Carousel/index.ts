export {
  Carousel,
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_SLIDE_MS,
  CAROUSEL_SWIPE_PX,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel';
