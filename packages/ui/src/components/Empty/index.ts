export { Empty, emptyIllustrations, type EmptyIllustration, type EmptyProps } from './Empty';
