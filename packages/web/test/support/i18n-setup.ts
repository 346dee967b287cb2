import { initI18n } from '../../src/i18n/i18n';

// The UI's functions that word things read the catalogues; tests read them in English.
initI18n('en');
