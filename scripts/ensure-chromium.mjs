#!/usr/bin/env node
/**
 * The tests drive Debian's Chromium (Playwright cannot download browsers
 * here), with the Liberation fonts the screenshot baselines were drawn with
 * (tests/visual.spec.ts; without them code falls back to DejaVu Sans Mono).
 * Installs what is missing with apt-get when we are root; otherwise says how
 * to install it.
 */
import fs from 'node:fs';
import {execSync} from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fonts = '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf';
const haveChromium = fs.existsSync(chromium);
if (haveChromium && fs.existsSync(fonts)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log("Chromium or its fonts are missing: installing Debian's chromium and fonts-liberation packages...");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation',
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
  process.exit(0);
}
if (haveChromium) {
  console.warn(
    'The Liberation fonts are missing: the code-block screenshot tests will differ. Install them with "sudo apt-get install fonts-liberation".',
  );
  process.exit(0);
}
console.error(
  `The tests need Chromium at ${chromium}.\n` +
    'Install it with "sudo apt-get install chromium fonts-liberation" (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
);
process.exit(1);
