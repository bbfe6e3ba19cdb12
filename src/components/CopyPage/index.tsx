import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'denied' | 'error';

export interface Props {
  /** URL of the page's Markdown twin (`/kanban/ru/api/.../page.md`). */
  markdownUrl: string;
}

const messages = {
  copy: () =>
    translate({id: 'copyPage.button', message: 'Copy page', description: 'Button beside a doc title that copies the page as Markdown'}),
  copied: () =>
    translate({id: 'copyPage.button.copied', message: 'Copied', description: 'Copy page button label right after a successful copy'}),
  toggle: () =>
    translate({
      id: 'copyPage.menu.toggle',
      message: 'More ways to use this page as Markdown',
      description: 'Accessible name of the button that opens the Copy page menu',
    }),
  menu: () => translate({id: 'copyPage.menu.label', message: 'Page as Markdown', description: 'Accessible name of the Copy page menu'}),
  copyItem: () =>
    translate({
      id: 'copyPage.menu.copy',
      message: 'Copy page as Markdown',
      description: 'Copy page menu item: copy the Markdown of the page',
    }),
  viewItem: () =>
    translate({
      id: 'copyPage.menu.view',
      message: 'Open as Markdown',
      description: 'Copy page menu item: open the Markdown file of the page',
    }),
  statusCopied: () =>
    translate({
      id: 'copyPage.status.copied',
      message: 'The page is on the clipboard as Markdown.',
      description: 'Announced after the page was copied',
    }),
  statusDenied: () =>
    translate({
      id: 'copyPage.status.denied',
      message: 'The browser did not allow copying. The Markdown is selected below: press Ctrl+C (⌘C on a Mac) to copy it.',
      description: 'Shown when the clipboard API is denied and the Markdown is selected in a text box instead',
    }),
  statusError: () =>
    translate({
      id: 'copyPage.status.error',
      message: 'The Markdown of this page could not be loaded. Check your connection and try again.',
      description: 'Shown when fetching the Markdown twin of the page failed',
    }),
  textarea: () =>
    translate({
      id: 'copyPage.textarea.label',
      message: 'Markdown of this page',
      description: 'Accessible name of the text box that holds the Markdown when copying is blocked',
    }),
};

/**
 * "Copy page": copies the page's Markdown twin to the clipboard, with a menu
 * to open the twin. When the clipboard is denied, the Markdown is shown in a
 * read-only text box, selected, and the reader is told to copy it by hand.
 */
export default function CopyPage({markdownUrl}: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [fallback, setFallback] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const copy = useCallback(async () => {
    setStatus('copying');
    let markdown: string;
    try {
      const res = await fetch(markdownUrl);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      markdown = await res.text();
    } catch {
      setStatus('error');
      return;
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(markdown);
      setFallback(null);
      setStatus('copied');
    } catch {
      setFallback(markdown);
      setStatus('denied');
    }
  }, [markdownUrl]);

  // Denied clipboard: select the Markdown so Ctrl+C copies it.
  useEffect(() => {
    if (status === 'denied' && textareaRef.current) {
      textareaRef.current.focus();
      textareaRef.current.select();
    }
  }, [status, fallback]);

  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  // Close the menu on a click outside it.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const focusItem = (i: number) => {
    const items = itemRefs.current.filter(Boolean) as HTMLElement[];
    items[(i + items.length) % items.length]?.focus();
  };
  const openMenu = (first: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(first === 'first' ? 0 : -1));
  };
  const closeMenu = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onToggleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  };
  const onMenuKeyDown = (e: KeyboardEvent) => {
    const items = itemRefs.current.filter(Boolean) as HTMLElement[];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(i + 1),
      ArrowUp: () => focusItem(i - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: closeMenu,
    };
    if (e.key === 'Tab') setOpen(false);
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const message =
    status === 'copied'
      ? messages.statusCopied()
      : status === 'denied'
        ? messages.statusDenied()
        : status === 'error'
          ? messages.statusError()
          : '';

  return (
    <div ref={rootRef} className={styles.copyPage}>
      <div className={styles.group}>
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.main)}
          onClick={() => void copy()}
          disabled={status === 'copying'}
        >
          <IconCopy aria-hidden="true" className={styles.icon} width={14} height={14} />
          {status === 'copied' ? messages.copied() : messages.copy()}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-label={messages.toggle()}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? setOpen(false) : openMenu('first'))}
          onKeyDown={onToggleKeyDown}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {open && (
        <ul id={menuId} role="menu" aria-label={messages.menu()} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button
              ref={(n) => {
                itemRefs.current[0] = n;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                closeMenu();
                void copy();
              }}
            >
              {messages.copyItem()}
            </button>
          </li>
          <li role="none">
            {/* The Markdown twin is a static file, not a route of the app: a plain link loads it. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              ref={(n) => {
                itemRefs.current[1] = n;
              }}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={markdownUrl}
              type="text/markdown"
              onClick={() => setOpen(false)}
            >
              {messages.viewItem()}
            </a>
          </li>
        </ul>
      )}
      <p role="status" className={clsx(styles.status, !message && styles.empty)}>
        {message}
      </p>
      {status === 'denied' && fallback !== null && (
        <textarea ref={textareaRef} className={styles.fallback} readOnly value={fallback} aria-label={messages.textarea()} rows={8} />
      )}
    </div>
  );
}
