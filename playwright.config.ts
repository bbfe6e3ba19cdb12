import {defineConfig, devices} from '@playwright/test';

/** Running in CI: no `.only`, one retry, the server is always started fresh. */
const isCI = !!process.env.CI;
/** Port of the locally served production build (`npm run serve`). */
const port = Number(process.env.PORT ?? 3000);
/** Port of the build with third-party scripts configured (tests/resilience.spec.ts). */
export const thirdPartyPort = port + 100;
/** Chromium from Debian's `chromium` package; test tools cannot download browsers here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  // End-to-end specs only; unit tests run with Vitest (vitest.config.ts).
  testMatch: 'tests/**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  reporter: isCI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://localhost:${port}/kanban/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      // The same site built with a third-party analytics script and consent
      // stylesheet configured on an unreachable host (`npm run build:thirdparty`).
      command: `node scripts/serve.mjs --port ${thirdPartyPort} --dir build-thirdparty`,
      url: `http://localhost:${thirdPartyPort}/kanban/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
