import {describe, expect, it} from 'vitest';
import {stripDescriptions} from './translateLoader.js';

const header = "import {jsx} from 'react/jsx-runtime';\nimport Translate, {translate} from '@docusaurus/Translate';\n";

describe('translateLoader', () => {
  it('drops the description of translate() and <Translate> declarations, keeping id, message and values', () => {
    const out = stripDescriptions(
      header +
        'const a = translate({id: "theme.x", message: "Close", description: "The ARIA label"});\n' +
        'const b = translate({message: "Copy {n}", description: `Button`}, {n: 2});\n' +
        'const c = jsx(Translate, {id: "theme.y", description: "Heading", values: {n: 1}, children: "Hi"});\n' +
        'const d = translate({id: "theme.z", description: "last", message: "M"});\n',
    );
    expect(out).not.toContain('description');
    expect(out).toContain('translate({id: "theme.x", message: "Close"})');
    expect(out).toContain('translate({message: "Copy {n}"}, {n: 2})');
    expect(out).toContain('jsx(Translate, {id: "theme.y", values: {n: 1}, children: "Hi"})');
    expect(out).toContain('translate({id: "theme.z", message: "M"})');
  });

  it('leaves other objects with a description alone', () => {
    const code =
      header +
      'const meta = {id: "guides/x", title: "X", description: "A page"};\n' +
      'const computed = translate({id: "theme.x", message: "M", description: note});\n';
    expect(stripDescriptions(code)).toBe(code);
  });

  it('does not touch modules without translations or that do not parse', () => {
    const plain = 'const x = {id: "a", message: "b", description: "c"};';
    expect(stripDescriptions(plain)).toBe(plain);
    const broken = header + 'translate({id: "a", description: "c"';
    expect(stripDescriptions(broken)).toBe(broken);
  });
});
