// @ts-check
// The colour-mode script the site renders first in every page's <body> (src/components/shell/
// theme-provider.client.tsx), so the page is drawn in the visitor's mode from the first paint. It is a
// string, so the build passes it on as written and the production server vouches for this exact text
// (known-inline-scripts.mjs). next-themes' own copy of it is a function the build minifies differently
// on each change, so the provider marks that copy inert. Does what next-themes' script does with these
// options: the stored mode, or the system's, as a class on <html> and as its `color-scheme`.
// No imports: the site's client bundle imports this file too.

/** The site's next-themes options. */
export const colourMode = /** @type {const} */ ({
  attribute: 'class',
  storageKey: 'color-mode',
  defaultTheme: 'system',
  enableSystem: true,
});

export const colourModeScript = `(function(){var d=document.documentElement,m="system";try{m=localStorage.getItem(${JSON.stringify(colourMode.storageKey)})||${JSON.stringify(colourMode.defaultTheme)}}catch(e){}if(m==="system")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(m);if(m==="light"||m==="dark")d.style.colorScheme=m})()`;
