export {
  Skeleton,
  SkeletonGroup,
  skeletonShapes,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './Skeleton';
