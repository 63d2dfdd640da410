export { Image, imageFits, type ImageProps } from './Image';
