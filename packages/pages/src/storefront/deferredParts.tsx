import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/*
 * Parts of the product page's first view whose code arrives just after it (issue 33): the add
 * buttons' reason tooltips. They are on screen from the start, so unlike lazyParts.tsx (parts no
 * first view shows) they draw at once, the buttons without their tooltip, and become the
 * design-system parts when the code is there. Their requests start with the first render, so they
 * arrive while the page is painted. The trait choosers' list boxes (Downshift) arrive the same way
 * (TraitSelect, issue 47).
 */

/**
 * A module the first view can do without, loaded once; `current` holds it once it has arrived.
 * `load` may be called any number of times (while rendering too): it starts one request.
 */
export interface Part<T> {
  load: () => Promise<T>;
  current: T | undefined;
}

export function part<T>(importer: () => Promise<T>): Part<T> {
  let request: Promise<T> | undefined;
  const loaded: Part<T> = {
    current: undefined,
    load: () =>
      (request ??= importer().then((module) => {
        loaded.current = module;
        return module;
      })),
  };
  return loaded;
}

/** The part's module once it has arrived (its request starts with the first render that asks). */
export function usePart<T>(wanted: Part<T>): T | undefined {
  const [module, setModule] = useState(() => wanted.current);
  if (!module) void wanted.load().catch(() => undefined);
  useEffect(() => {
    if (module) return;
    let live = true;
    wanted.load().then(
      (arrived) => live && setModule(() => arrived),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? wanted.current;
}

/**
 * A ref callback for an element that is mounted again when a part arrives (the same control drawn
 * by the part's code): if the old element had focus when it went, the new one takes it.
 */
export function useKeptFocus<E extends HTMLElement>(): (element: E | null) => void {
  const node = useRef<E | null>(null);
  const refocus = useRef(false);
  const [tracked] = useState(() => (element: E | null) => {
    if (element && refocus.current) {
      refocus.current = false;
      element.focus();
    }
    if (!element && node.current && document.activeElement === node.current) refocus.current = true;
    node.current = element;
  });
  return tracked;
}

const tooltipPart = part(() => import('@joinery/ui/Tooltip'));

/**
 * A design-system Tooltip whose code (Radix Tooltip and its popper) arrives after the page's first
 * view (issue 33): until then the trigger shows alone. The trigger is mounted again inside the
 * tooltip when it arrives, so it gets its focus back if it had it.
 */
export function DeferredTooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const loaded = usePart(tooltipPart);
  const tracked = useKeptFocus<HTMLElement>();
  const trigger = cloneElement(children, { ref: tracked });
  if (!loaded) return trigger;
  return <loaded.Tooltip content={content}>{trigger}</loaded.Tooltip>;
}
