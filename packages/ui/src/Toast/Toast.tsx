import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { Icon, type IconName } from '../Icon';
import * as styles from './Toast.css';
import { toastMessages } from './messages';

export type ToastTone = (typeof styles.toastTones)[number];

/** How long a toast stays, in ms, unless hovered or focused (Radix pauses it then). */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** The toast's first line ("Changes saved"). */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** `info` (default), `positive`, `caution` or `critical`; sets colour and icon, and a `critical` toast is announced at once. */
  tone?: ToastTone;
  /** Override how long this one stays, in ms. */
  duration?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  showToast: (toast: ToastOptions) => number;
  dismissToast: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

/**
 * The toast API of the nearest ToastProvider, or null where there is none: for a shared piece that
 * may be drawn both inside an app's provider and alone (a screen's story).
 */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  positive: 'check',
  caution: 'error',
  critical: 'error',
};

export interface ToastProviderProps {
  /** The app, or the part of it that may show toasts. */
  children: ReactNode;
  /** How long toasts stay, in ms; 5000 by default. A toast's own `duration` wins. */
  duration?: number;
  /** Screen-reader name of each toast's close button; "Dismiss" by default. */
  dismissLabel?: string;
  /** Names the notifications region; `{hotkey}` is replaced by the key that focuses it (F8). */
  label?: string;
  /** Extra class for the corner the toasts stack in (e.g. to clear a sticky footer). */
  viewportClassName?: string;
}

/**
 * Place once inside the ThemeProvider; then any component below can call `useToast()`. Radix
 * Toast handles the live region, F8 to reach the toasts, swipe and pause-on-hover.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  dismissLabel = toastMessages.dismiss,
  label = toastMessages.region,
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);
  const showToast = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    // Closed toasts (already unmounted by Radix after their exit) are pruned here.
    setToasts((list) => [...list.filter((shown) => shown.open), { ...toast, id, open: true }]);
    return id;
  }, []);
  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {/* Radix speaks the provider's label before each toast's text, as it is: not the region's, whose {hotkey} only the viewport fills in. */}
      <RadixToast.Provider duration={duration} label={toastMessages.announced}>
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info', duration: own }) => (
          <RadixToast.Root
            key={id}
            open={open}
            duration={own}
            type={tone === 'critical' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
            data-tone={tone}
            onOpenChange={(next) => (next ? undefined : dismissToast(id))}
          >
            <Icon name={toneIcons[tone]} />
            <div>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description && (
                <RadixToast.Description className={styles.description}>
                  {description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className={styles.close} aria-label={dismissLabel}>
              <Icon name="close" />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          className={[styles.viewport, viewportClassName].filter(Boolean).join(' ')}
          label={label}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The folder's namesake, for `import { Toast } from '@joinery/ui/Toast'`: `<Toast.Provider>`. */
export const Toast = { Provider: ToastProvider };
