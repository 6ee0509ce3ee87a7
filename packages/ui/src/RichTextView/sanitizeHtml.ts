import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so its hook does not change sanitising elsewhere on the page. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new tab must not hand the opener to the page they open.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Cleans HTML from the server (product descriptions, SEO descriptions, SOW instructions) before
 * it is shown: scripts, event handlers, `javascript:` links, iframes and styles are removed;
 * ordinary formatting, lists, tables, images and links stay. Needs a DOM (browser only).
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
