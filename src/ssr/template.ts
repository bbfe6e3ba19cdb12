/**
 * Copyright (c) JavaScript Kanban documentation authors.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * The page template of the static build (`ssrTemplate` in docusaurus.config.ts).
 *
 * Why not the default: core's template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`)
 * lists the page's bundles as `<script defer>` in `<head>`. The browser runs
 * deferred scripts before it first paints a small page, so on a phone's slow
 * CPU the server-rendered article stays blank while React and the app code
 * are evaluated and hydrate (with 4x CPU throttling, 300–600 ms between the
 * HTML and the first paint). Here the same bundles, in the same order, are
 * inserted by one constant inline script once the first paint is on screen:
 * the article paints as soon as the stylesheet is in, then the page hydrates.
 * The loader runs once the document is parsed (it is the last element of the
 * body), so hydration finds the whole server-rendered tree, as with `defer`.
 *
 * Everything else matches core's template. The loader is allowed by its hash
 * in the Content-Security-Policy (BUNDLE_LOADER_HASH in scripts/headers.mjs;
 * tests/headers.spec.ts fails if the two drift apart). The bundle list is a
 * JSON data block, which the browser never executes.
 */

/** Id of the JSON block that lists the page's bundles. */
export const BUNDLE_LIST_ID = '__docusaurus-bundles';

/**
 * Inserts the listed bundles in order (`async = false` keeps the order the
 * webpack runtime needs) once the first contentful paint has been presented
 * (the Paint Timing entry; a frame callback fires before the frame reaches
 * the screen, too early on a large page). Without Paint Timing it waits for
 * one frame. A page that is or becomes hidden (background tab, prerender)
 * paints nothing, so it loads them at once; after 3 s they load regardless.
 */
export const BUNDLE_LOADER = `(function(){var d=document,w=window,P=w.PerformanceObserver,done=false;function load(){if(done)return;done=true;JSON.parse(d.getElementById('${BUNDLE_LIST_ID}').textContent).forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.body.appendChild(s);});}function soon(){setTimeout(load,0);}if(d.visibilityState==='hidden')return load();d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')load();});setTimeout(load,3000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon();}}).observe({type:'paint',buffered:true});}else if(w.requestAnimationFrame){requestAnimationFrame(soon);}else{soon();}})();`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${BUNDLE_LIST_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %></script>
    <script>${BUNDLE_LOADER}</script>
  </body>
</html>
`;
