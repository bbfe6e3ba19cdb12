/**
 * kanban-consent: a third-party analytics script and a cookie-consent
 * stylesheet, both optional and configured by environment variables
 * (ANALYTICS_SCRIPT_URL, CONSENT_STYLESHEET_URL). Nothing external is
 * referenced when they are unset. The stylesheet never blocks rendering, and
 * the analytics script loads only after the reader accepts it in the consent
 * banner (theme/ConsentBanner). See README.md beside this file.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface PluginOptions {
  analyticsScriptUrl?: string;
  consentStylesheetUrl?: string;
}

export default function pluginConsent(_context: LoadContext, options: PluginOptions): Plugin<void> {
  const {analyticsScriptUrl, consentStylesheetUrl} = options;
  return {
    name: 'kanban-consent',
    async contentLoaded({actions}) {
      actions.setGlobalData({analyticsScriptUrl: analyticsScriptUrl ?? null, consentStylesheetUrl: consentStylesheetUrl ?? null});
    },
    getClientModules() {
      return analyticsScriptUrl || consentStylesheetUrl ? [path.join(__dirname, 'client', 'index.ts')] : [];
    },
    injectHtmlTags() {
      if (!consentStylesheetUrl) return {};
      // Non-blocking stylesheet: fetched as a low-priority "print" sheet; the client
      // module applies it once loaded (no inline `onload`: a strict CSP blocks it).
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'stylesheet', href: consentStylesheetUrl, media: 'print', 'data-consent-stylesheet': 'true'},
          },
        ],
      };
    },
  };
}
