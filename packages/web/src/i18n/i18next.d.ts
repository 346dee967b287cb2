import 'i18next';
import type { resources } from './resources';

// Keys are checked by the compiler: `t('agents:missing')` is a type error, as is a catalogue key
// spelt differently where it is used.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
    returnNull: false;
  }
}
