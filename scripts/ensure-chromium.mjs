#!/usr/bin/env node
/**
 * The tests drive Debian's Chromium (Playwright cannot download browsers
 * here). Installs it with apt-get when missing and we are root; otherwise
 * says how to install it.
 */
import fs from 'node:fs';
import {execSync} from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  process.exit(0);
}
console.error(
  `The tests need Chromium at ${chromium}.\n` +
    'Install it with "sudo apt-get install chromium" (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
);
process.exit(1);
