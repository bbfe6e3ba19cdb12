#!/usr/bin/env node
/**
 * Writes static/_headers and deploy/nginx.conf from scripts/headers.mjs
 * (scripts/headers.test.mjs fails while they differ).
 *
 * Usage: node scripts/write-headers.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {generatedFiles} from './headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [rel, text] of Object.entries(generatedFiles())) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
  fs.writeFileSync(path.join(root, rel), text);
  console.log(`wrote ${rel}`);
}
