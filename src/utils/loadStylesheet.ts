/** Make the relative `url(...)` references of a stylesheet absolute, so the CSS still works once inlined. */
export function absolutizeUrls(css: string, stylesheetUrl: string): string {
  return css.replace(/url\((['"]?)(?!data:|https?:|\/\/|\/)([^'")]+)\1\)/g, (match, quote: string, ref: string) => {
    return `url(${quote}${new URL(ref, stylesheetUrl).href}${quote})`;
  });
}

/**
 * Load a stylesheet once (web fonts, icon fonts) into a cascade layer: fetched and inserted as a `<style>`
 * wrapped in `@layer <layer>`; when the fetch fails, a plain `<link rel="stylesheet">` is used instead.
 * Resolves with how it was loaded; a second call with the same id does nothing.
 */
export async function loadStylesheet(
  href: string,
  { id, layer }: { id: string; layer?: string },
): Promise<'style' | 'link' | 'present'> {
  if (document.getElementById(id)) {
    return 'present';
  }
  const url = new URL(href, document.baseURI).href;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    const css = absolutizeUrls(await response.text(), url);
    if (document.getElementById(id)) {
      return 'present';
    }
    const style = document.createElement('style');
    style.id = id;
    style.textContent = layer ? `@layer ${layer} {\n${css}\n}` : css;
    document.head.append(style);
    return 'style';
  } catch {
    const link = document.createElement('link');
    link.id = id;
    link.rel = 'stylesheet';
    link.href = url;
    document.head.append(link);
    return 'link';
  }
}
