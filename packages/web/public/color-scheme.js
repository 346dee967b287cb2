// Applies the saved (or the system's) colour scheme before the app renders, so a dark-theme user
// never sees a flash of light. Mantine keeps the choice under this key.
(() => {
  let scheme = 'auto';
  try {
    scheme = window.localStorage.getItem('mantine-color-scheme-value') || 'auto';
  } catch {}
  if (scheme === 'auto')
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
