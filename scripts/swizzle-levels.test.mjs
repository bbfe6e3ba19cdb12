/**
 * src/theme/README.md lists every swizzled component with the safety level
 * `docusaurus swizzle --list --danger` reports for its kind (Vitest).
 * Computed as the CLI does (@docusaurus/core/lib/commands/swizzle): the
 * theme's getSwizzleConfig, and `unsafe` for a component or action it does
 * not mention; components of @docusaurus/core's theme fallback are not listed.
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const themeDir = path.join(root, 'src', 'theme');
/** Installed folder of a package (some export no ./package.json). */
const packageDir = (pkg) => path.join(root, 'node_modules', pkg);

/** Rows of the README table: component, package, kind, safety. */
function rows() {
  const text = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');
  return [...text.matchAll(/^\| `([^`]+)` \| `(@[^`]+)`[^|]*\| (\w+) \| ([^|]+) \|/gm)].map(([, component, pkg, kind, safety]) => ({
    component,
    pkg,
    kind: kind.toLowerCase(),
    safety: safety.trim().toLowerCase(),
  }));
}

/** What `swizzle --list --danger` shows for a component and action. */
function cliLevel(pkg, component, action) {
  if (pkg === '@docusaurus/core') {
    assert.ok(fs.existsSync(path.join(packageDir('@docusaurus/core'), 'lib/client/theme-fallback', component)), component);
    return 'not listed';
  }
  const pkgDir = packageDir(pkg);
  const lib = path.join(pkgDir, 'lib', 'theme', component);
  assert.ok(fs.existsSync(lib) || fs.existsSync(`${lib}.js`), `${pkg} has no theme component ${component}`);
  const getSwizzleConfig = require(pkg).getSwizzleConfig;
  const config = getSwizzleConfig ? getSwizzleConfig() : {components: {}};
  return config.components[component]?.actions?.[action] ?? 'unsafe';
}

test('every component in src/theme is in the README table, and every row has its folder', () => {
  const listed = rows()
    .map((r) => r.component)
    .sort();
  const folders = fs
    .readdirSync(themeDir, {withFileTypes: true})
    .flatMap((e) => {
      // A component that is one file (prism-include-languages.ts).
      if (e.isFile()) return /\.(tsx?|jsx?)$/.test(e.name) ? [e.name.replace(/\.[^.]+$/, '')] : [];
      // Nested components (Navbar/Search) are folders with their own index file.
      const nested = fs
        .readdirSync(path.join(themeDir, e.name), {withFileTypes: true})
        .filter((n) => n.isDirectory() && fs.readdirSync(path.join(themeDir, e.name, n.name)).some((f) => /^index\./.test(f)));
      const own = fs.readdirSync(path.join(themeDir, e.name)).some((f) => /^index\./.test(f)) ? [e.name] : [];
      // Nested components can also be one file (NavbarItem/DocNavbarItem.tsx) in a folder that is no component
      // itself; files beside a component's index (SearchBar/DialogA11y.tsx) are its parts.
      const nestedFiles = fs
        .readdirSync(path.join(themeDir, e.name), {withFileTypes: true})
        .filter((n) => n.isFile() && /\.(tsx?|jsx?)$/.test(n.name) && !/^index\.|\.d\.ts$|\.test\./.test(n.name))
        .map((n) => n.name.replace(/\.[^.]+$/, ''));
      return [...own, ...nested.map((n) => `${e.name}/${n.name}`), ...(own.length ? [] : nestedFiles.map((n) => `${e.name}/${n}`))];
    })
    .sort();
  assert.deepEqual(listed, folders);
});

test('the safety level of each row is what `docusaurus swizzle --list --danger` reports', () => {
  const table = rows();
  assert.ok(table.length >= 4);
  for (const {component, pkg, kind, safety} of table) {
    assert.ok(['wrap', 'eject', 'replace'].includes(kind), `${component}: kind ${kind}`);
    const level = cliLevel(pkg, component, kind === 'wrap' ? 'wrap' : 'eject');
    assert.ok(
      safety === level || safety.startsWith(`${level} `),
      `${component} (${kind} from ${pkg}): README says "${safety}", swizzle --list says "${level}"`,
    );
  }
});

test('ejected components keep the upstream MIT licence header', () => {
  for (const {component, pkg, kind} of rows().filter((r) => r.kind === 'eject')) {
    const dir = path.join(themeDir, component);
    for (const file of fs.readdirSync(dir).filter((f) => /\.(tsx?|css)$/.test(f))) {
      const upstream = path.join(packageDir(pkg), 'src', 'theme', component, file);
      if (!fs.existsSync(upstream)) continue;
      const header = fs.readFileSync(upstream, 'utf8').match(/^\/\*\*[\s\S]*?\*\/\n/)?.[0];
      assert.ok(header?.includes('MIT license'), `${upstream} header`);
      assert.ok(
        fs.readFileSync(path.join(dir, file), 'utf8').startsWith(header),
        `${component}/${file} (${kind}) lost the upstream licence header`,
      );
    }
  }
});
