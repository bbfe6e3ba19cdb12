// Side-effect CSS module of DocSearch, imported by the swizzled SearchBar.
declare module "@docsearch/react/style";
