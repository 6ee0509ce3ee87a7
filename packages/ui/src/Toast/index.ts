export {
  Toast,
  ToastProvider,
  useToast,
  useOptionalToast,
  TOAST_DURATION_MS,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
} from './Toast';
export { toastTones } from './Toast.css';
