export {
  preloadLoadingCover,
  Toast,
  ToastProvider,
  TOAST_DURATION,
  toastTypes,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastDuration,
  type ToastType,
} from './Toast';
