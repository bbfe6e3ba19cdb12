/**
 * Stand-in for nprogress 0.2 in the browser bundle (aliased in ../index.ts):
 * the bar the classic theme shows while a page change loads, through its own
 * client module (`@docusaurus/theme-classic/lib/nprogress.js`) and CSS, both
 * kept. Same markup (`#nprogress > .bar > .peg`), same start, trickle and
 * done behaviour and timings; without the library's animation queue, jQuery
 * promise support, spinner and settings, which the theme does not use
 * (1.7 KiB gzip of every first load). Kept in-house: nprogress has had no
 * release since 2015 and no smaller maintained equivalent renders this markup.
 */
const SPEED = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED = 800;
const MINIMUM = 0.08;

/** Progress from MINIMUM to just under 1 while a page loads; null when idle. */
let status: number | null = null;
let root: HTMLElement | null = null;
let fading: number | undefined;

function render(): HTMLElement {
  if (root?.isConnected) return root;
  root = document.createElement('div');
  root.id = 'nprogress';
  root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
  (root.firstChild as HTMLElement).style.transform = 'translate3d(-100%,0,0)';
  document.body.appendChild(root);
  void root.offsetWidth; // Lay out the start position, so the first move animates.
  return root;
}

function set(value: number): void {
  const n = Math.min(Math.max(value, MINIMUM), 1);
  status = n === 1 ? null : n;
  window.clearTimeout(fading);
  const progress = render();
  Object.assign(progress.style, {transition: 'none', opacity: '1'});
  Object.assign((progress.firstChild as HTMLElement).style, {
    transition: `all ${SPEED}ms ease`,
    transform: `translate3d(${(n - 1) * 100}%,0,0)`,
  });
  if (n === 1) {
    fading = window.setTimeout(() => {
      Object.assign(progress.style, {transition: `all ${SPEED}ms linear`, opacity: '0'});
      fading = window.setTimeout(() => progress.remove(), SPEED);
    }, SPEED);
  }
}

function inc(amount: number): void {
  if (status !== null) set(Math.min(status + amount, 0.994));
}

interface ProgressBar {
  configure(): ProgressBar;
  start(): ProgressBar;
  done(): ProgressBar;
}

const progressBar: ProgressBar = {
  configure() {
    return progressBar;
  },
  start() {
    if (status === null) set(0);
    const work = () =>
      window.setTimeout(() => {
        if (status === null) return;
        inc(Math.random() * TRICKLE_RATE);
        work();
      }, TRICKLE_SPEED);
    work();
    return progressBar;
  },
  done() {
    if (status === null) return progressBar;
    inc(0.3 + 0.5 * Math.random());
    set(1);
    return progressBar;
  },
};

export default progressBar;
