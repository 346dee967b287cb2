import { useEffect } from 'react';

/**
 * While a dialog is open, the page behind it (the app root; dialogs render in a portal beside
 * it) is inert: out of the tab order and hidden from assistive technology, as a modal requires.
 */
export function useInertBackground(opened: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!opened || root === null) return;
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
    return () => {
      root.removeAttribute('inert');
      root.removeAttribute('aria-hidden');
    };
  }, [opened]);
}
