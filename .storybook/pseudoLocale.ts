/**
 * The Long text toggle's pseudo-locale (issue 34): each text lengthened by about 40 % with
 * accented letters, so a reviewer sees at once where a longer translation would be clipped,
 * wrapped badly or overlap. "Add to List" reads "[Åðð ţö Ļîšţ ~ļöŕé]". Layout review only: it
 * rewrites the rendered page's text, never a messages module; verbatim texts stay the default.
 */
const accents: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Å', C: 'Ç', D: 'Ð', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', N: 'Ñ', O: 'Ö',
  R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', W: 'Ŵ', Y: 'Ý', Z: 'Ž',
};
const filler = 'ļöŕé ɱîþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ';

/** Accented, bracketed and padded to about 140 % of its length; text without a letter is kept. */
export function pseudoLocalize(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  const core = text.trim();
  const lead = text.slice(0, text.indexOf(core));
  const trail = text.slice(lead.length + core.length);
  const accented = [...core].map((ch) => accents[ch] ?? ch).join('');
  // Brackets (2) and the padding make up about 40 % more characters.
  const extra = Math.max(1, Math.round(core.length * 0.4) - 3);
  return `${lead}[${accented} ${filler.slice(0, extra)}]${trail}`;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'CODE', 'PRE', 'TITLE']);

/**
 * Rewrites every text node and placeholder under `root`, and keeps doing so as the page changes
 * (React updates a text node in place; the observer rewrites the new value). Returns the undo.
 */
export function pseudoLocalizeTree(root: Node): () => void {
  const rewritten = new WeakMap<Node, string>();
  const originals = new Map<Node, string>();
  const rewrite = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || SKIP.has(parent.tagName) || parent.closest('[data-no-pseudo-locale]')) return;
      const value = node.nodeValue ?? '';
      if (rewritten.get(node) === value) return;
      const next = pseudoLocalize(value);
      if (next === value) return;
      originals.set(node, value);
      rewritten.set(node, next);
      node.nodeValue = next;
    } else if (node instanceof HTMLElement) {
      if (SKIP.has(node.tagName) && node.tagName !== 'TEXTAREA') return;
      for (const field of [node, ...node.querySelectorAll('[placeholder]')]) {
        const placeholder = field.getAttribute('placeholder');
        if (placeholder && rewritten.get(field) !== placeholder) {
          const next = pseudoLocalize(placeholder);
          originals.set(field, placeholder);
          rewritten.set(field, next);
          field.setAttribute('placeholder', next);
        }
      }
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) rewrite(text);
    }
  };
  rewrite(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') rewrite(record.target);
      else if (record.type === 'attributes') rewrite(record.target);
      else record.addedNodes.forEach(rewrite);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['placeholder'] });
  return () => {
    observer.disconnect();
    for (const [node, value] of originals) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.nodeValue === rewritten.get(node)) node.nodeValue = value;
      } else if ((node as Element).getAttribute('placeholder') === rewritten.get(node)) {
        (node as Element).setAttribute('placeholder', value);
      }
    }
  };
}
