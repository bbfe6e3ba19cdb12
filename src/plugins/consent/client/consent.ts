/** Consent storage, the analytics loader and a small banner in plain DOM. */
import {translate} from '@docusaurus/Translate';

export const CONSENT_KEY = 'kanban.analytics-consent';

/** `granted`, `denied`, or null when the reader has not chosen (or storage is blocked). */
export function readConsent(): 'granted' | 'denied' | null {
  try {
    const v = window.localStorage.getItem(CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

function writeConsent(value: 'granted' | 'denied'): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

export function loadAnalytics(src: string): void {
  if (document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.analytics = 'true';
  script.onerror = () => console.info(`[analytics] ${src} could not be loaded; the page works without it.`);
  document.head.appendChild(script);
}

export function mountBanner(src: string): void {
  if (document.getElementById('kanban-consent')) return;
  const banner = document.createElement('div');
  banner.id = 'kanban-consent';
  banner.className = 'kanban-consent';
  banner.setAttribute('role', 'region');
  banner.setAttribute(
    'aria-label',
    translate({id: 'consent.label', message: 'Cookie consent', description: 'Accessible name of the consent banner'}),
  );
  const text = document.createElement('p');
  text.textContent = translate({
    id: 'consent.text',
    message: 'We would like to measure how these docs are used with an analytics service. Nothing is sent unless you accept.',
    description: 'Text of the analytics consent banner',
  });
  const accept = document.createElement('button');
  accept.type = 'button';
  accept.className = 'button button--primary button--sm';
  accept.textContent = translate({id: 'consent.accept', message: 'Accept', description: 'Consent banner button that allows analytics'});
  const decline = document.createElement('button');
  decline.type = 'button';
  decline.className = 'button button--secondary button--sm';
  decline.textContent = translate({id: 'consent.decline', message: 'Decline', description: 'Consent banner button that refuses analytics'});
  accept.onclick = () => {
    writeConsent('granted');
    banner.remove();
    loadAnalytics(src);
  };
  decline.onclick = () => {
    writeConsent('denied');
    banner.remove();
  };
  banner.append(text, accept, decline);
  document.body.appendChild(banner);
}
