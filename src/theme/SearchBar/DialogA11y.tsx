/**
 * Accessibility fixes for markup inside @docsearch/react 4.7.1 that no prop
 * reaches, applied to the dialog's DOM as it renders (attributes React does
 * not own or does not set again while their value is unchanged):
 *
 * - the backdrop `.DocSearch-Container` is a `role="button"` with the whole
 *   dialog inside it (axe `nested-interactive`): it keeps its click-to-close,
 *   loses the role and the tab stop (Escape and the close button remain), and
 *   its combobox state moves to the input (axe `aria-allowed-attr`);
 * - the Ask AI menu button has only an icon (axe `button-name`): it gets a
 *   translated name;
 * - in Ask AI mode the input keeps `aria-activedescendant`/`aria-controls`
 *   pointing at a list that is not rendered (axe `aria-valid-attr-value`):
 *   references to elements that do not exist are dropped.
 */
import {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

function fix(root: HTMLElement, menuLabel: string): void {
  root.querySelectorAll('.DocSearch-Container').forEach((el) => {
    if (el.getAttribute('role') === 'button') {
      el.removeAttribute('role');
      el.removeAttribute('tabindex');
    }
    // The autocomplete root props make the backdrop an ARIA 1.1 combobox; the
    // ARIA 1.2 pattern puts the combobox on the input itself (which already
    // has aria-controls and aria-activedescendant): move the state there.
    const input = el.querySelector('.DocSearch-Input');
    for (const attr of ['aria-expanded', 'aria-haspopup']) {
      const value = el.getAttribute(attr);
      if (value === null) continue;
      if (input) input.setAttribute(attr, value);
      el.removeAttribute(attr);
    }
    if (input && input.getAttribute('role') !== 'combobox')
      input.setAttribute('role', 'combobox');
    el.removeAttribute('aria-labelledby');
    el.removeAttribute('aria-controls');
  });
  root
    .querySelectorAll('.DocSearch-Menu-trigger:not([aria-label])')
    .forEach((el) => {
      if (!el.textContent?.trim()) el.setAttribute('aria-label', menuLabel);
    });
  root
    .querySelectorAll('[aria-activedescendant], [aria-controls]')
    .forEach((el) => {
      for (const attr of ['aria-activedescendant', 'aria-controls']) {
        const ids = el.getAttribute(attr);
        if (ids === null) continue;
        const existing = ids
          .split(/\s+/)
          .filter((id) => id && document.getElementById(id));
        if (existing.length === 0) el.removeAttribute(attr);
        else if (existing.join(' ') !== ids)
          el.setAttribute(attr, existing.join(' '));
      }
      // A combobox that controls no rendered list (Ask AI mode) is collapsed.
      if (
        el.getAttribute('role') === 'combobox' &&
        !el.hasAttribute('aria-controls') &&
        el.getAttribute('aria-expanded') !== 'false'
      ) {
        el.setAttribute('aria-expanded', 'false');
      }
    });
}

export function DialogA11y({container}: {container: HTMLElement}): ReactNode {
  const menuLabel = translate({
    id: 'search.dialog.askAiMenuLabel',
    message: 'Ask AI conversation menu',
    description:
      'Accessible name of the icon button that opens the Ask AI menu (conversation history, new conversation)',
  });
  useEffect(() => {
    let scheduled = false;
    const run = () => {
      scheduled = false;
      fix(container, menuLabel);
    };
    run();
    const observer = new MutationObserver(() => {
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(run);
      }
    });
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [
        'role',
        'aria-activedescendant',
        'aria-controls',
        'aria-expanded',
        'aria-haspopup',
        'aria-labelledby',
        'id',
      ],
    });
    return () => observer.disconnect();
  }, [container, menuLabel]);
  return null;
}
