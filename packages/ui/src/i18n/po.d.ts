// A `.po` catalogue imported in code is compiled by @lingui/vite-plugin (scripts/i18n/vite.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
