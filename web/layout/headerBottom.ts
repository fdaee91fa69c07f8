import { useEffect, useRef } from 'react';

/** The CSS variable the toasts are placed under (web/components/toast/Toaster.tsx): where the sticky header ends. */
export const HEADER_BOTTOM_VARIABLE = '--site-header-bottom';

/** Keeps HEADER_BOTTOM_VARIABLE on the document at the header's height (it grows when it wraps, or when a phone's menu opens). */
export function useHeaderBottom() {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(HEADER_BOTTOM_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_BOTTOM_VARIABLE);
    };
  }, []);
  return bar;
}
