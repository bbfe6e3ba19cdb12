/**
 * Client side of kanban-consent: shows the consent banner on first visit and
 * loads the analytics script (async, after consent only). A script that fails
 * to load, or a host that cannot be reached, changes nothing for the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import {readConsent, loadAnalytics, mountBanner} from './consent';

type Data = {analyticsScriptUrl: string | null; consentStylesheetUrl: string | null};

/** Switches the non-blocking consent stylesheet from `print` to `all` once it has loaded. */
function applyStylesheet(): void {
  const link = document.querySelector<HTMLLinkElement>('link[data-consent-stylesheet]');
  if (!link) return;
  const apply = () => {
    link.media = 'all';
  };
  if (link.sheet) apply();
  else link.addEventListener('load', apply, {once: true});
}

if (ExecutionEnvironment.canUseDOM) {
  applyStylesheet();
  const data = (globalData['kanban-consent'] as {default: Data} | undefined)?.default;
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
