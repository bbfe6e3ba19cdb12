import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure code, no build and no browser (`npm run test:unit`). They
 * sit next to the code they test; Playwright runs the end-to-end tests in
 * tests/ against the production build.
 */
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.{mjs,ts}', 'src/**/*.test.{mjs,ts,tsx}', '_dogfooding/**/*.test.{mjs,ts}'],
    // The docs-wide checks (every API page, every translation) read hundreds of files.
    testTimeout: 60_000,
  },
});
