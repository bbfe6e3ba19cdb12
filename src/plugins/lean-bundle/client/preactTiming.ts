/**
 * Effect timing under Preact, to match what the site's React code expects.
 *
 * Preact runs `useEffect` callbacks after the next animation frame. React runs
 * them right after a render caused by a key press or a click, before the next
 * input event is handled. Components that add a window listener in an effect
 * and read state through its closure rely on that: DocSearch's shortcuts
 * (Ctrl+K toggles the dialog; Escape leaves Ask AI, a second Escape closes the
 * dialog) saw the state from before the key until the frame came, and Chromium
 * handles input before timers, so a quick second key was lost (tests/search.spec.ts
 * failed under load). Effects now flush in a microtask after each render.
 */
import {options} from 'preact';

options.requestAnimationFrame = (flush: () => void) => {
  queueMicrotask(flush);
};

export {};
