/**
 * The code of a block highlighted at build time (../highlight.ts writes lines
 * as `span.token-line` ending in `<br>`, text escaped), for the copy button.
 * Kept apart from the highlighter so the browser bundle does not include it.
 */
export function htmlToCode(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n$/, '');
}
