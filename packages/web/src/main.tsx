import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, rememberedLanguage } from './i18n/i18n';
import { browserLanguage, isLanguage } from './i18n/languages';

const remembered = rememberedLanguage();
initI18n(isLanguage(remembered) ? remembered : (browserLanguage() ?? 'en'));

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
