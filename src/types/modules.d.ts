// The UI strings that load on intent (src/plugins/lean-bundle/translationsLoader.js).
declare module "@generated/codeTranslations.json?deferred" {
    const strings: Record<string, string>;
    export default strings;
}
