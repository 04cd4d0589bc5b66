export { defaultToastTypeLabels, ToastList, type ToastListProps } from './toast';
export { ToastProvider, type ToastProviderProps, type Toasts, useToasts } from './toast-provider';
export {
  type NotifyOptions,
  type ToastIcon,
  type ToastItem,
  type ToastType,
  toastDuration,
  toastTypes,
} from './toast-store';
