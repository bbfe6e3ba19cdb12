/**
 * Replaces the theme's prism-include-languages: code is highlighted at build
 * time (src/plugins/static-highlight, which loads the extra languages there),
 * so the browser loads no Prism language.
 */
export default function prismIncludeLanguages(): void {}
