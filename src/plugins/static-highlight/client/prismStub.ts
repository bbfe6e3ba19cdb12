/**
 * Browser stand-in for prism-react-renderer (see ../index.ts): code blocks
 * arrive highlighted from the build, so the theme's client module that hands
 * Prism to `prism-include-languages` gets this empty object instead of ~25 KiB
 * of Prism and its grammars.
 */
export const Prism = {languages: {}};
export const themes = {};
