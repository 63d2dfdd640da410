export {
  InfiniteList,
  LOAD_MORE_THRESHOLD_PX,
  PULL_REFRESH_PX,
  type InfiniteListProps,
} from './InfiniteList';
