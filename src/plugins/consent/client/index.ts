/**
 * Client side of kanban-consent: shows the consent banner on first visit and
 * loads the analytics script (async, after consent only). A script that fails
 * to load, or a host that cannot be reached, changes nothing for the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import {readConsent, loadAnalytics, mountBanner} from './consent';

type Data = {analyticsScriptUrl: string | null; consentStylesheetUrl: string | null};

/**
 * Adds the consent stylesheet without blocking rendering: fetched as a
 * low-priority `print` sheet and switched to `all` once it has loaded; a
 * host that cannot be reached leaves it off. A property handler, not an
 * inline `onload` attribute, which a strict CSP blocks.
 */
function addStylesheet(href: string): void {
  if (document.querySelector('link[data-consent-stylesheet]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.media = 'print';
  link.dataset.consentStylesheet = 'true';
  link.onload = () => {
    link.media = 'all';
  };
  document.head.appendChild(link);
}

if (ExecutionEnvironment.canUseDOM) {
  const data = (globalData['kanban-consent'] as {default: Data} | undefined)?.default;
  if (data?.consentStylesheetUrl) addStylesheet(data.consentStylesheetUrl);
  if (data?.analyticsScriptUrl) {
    const consent = readConsent();
    if (consent === 'granted') loadAnalytics(data.analyticsScriptUrl);
    else if (consent === null) {
      const start = () => mountBanner(data.analyticsScriptUrl!);
      if (document.readyState === 'complete') setTimeout(start, 0);
      else window.addEventListener('load', start, {once: true});
    }
  }
}
