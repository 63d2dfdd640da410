export {
  Notify,
  NotifyProvider,
  NOTIFY_DURATION,
  notifyTypes,
  useNotify,
  type NotifyApi,
  type NotifyOptions,
  type NotifyProps,
  type NotifyType,
} from './Notify';
