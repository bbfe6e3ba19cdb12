/**
 * The site's colour mode is a toggle, not the system preference: point both
 * `theme-color` metas at the colour of the mode the reader chose, so the
 * browser chrome of the installed app matches the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const colors: Record<string, string> = {};

function sync(): void {
  const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  const metas = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]'));
  // Remember each mode's colour once (before any is rewritten), then apply the chosen one to both.
  for (const meta of metas) colors[/dark/.test(meta.media) ? 'dark' : 'light'] ??= meta.content;
  for (const meta of metas) meta.content = colors[mode] ?? meta.content;
}

if (ExecutionEnvironment.canUseDOM) {
  sync();
  new MutationObserver(sync).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
}
