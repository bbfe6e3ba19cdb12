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
    // The consent stylesheet is added by the client module (client/index.ts), not as
    // a <link onload> in the HTML: a strict CSP blocks inline event handlers.
  };
}
