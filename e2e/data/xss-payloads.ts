/**
 * Hostile text for the hostile-input journey: a representative set of cross-site scripting
 * payloads, copied as data from two public collections and named by their source.
 *
 * - DOMPurify's own test suite: cure53/DOMPurify, `test/fixtures/expect.mjs` (the `payload` of
 *   the entries titled below; DOMPurify is dual-licensed Apache-2.0 / MPL-2.0).
 * - The OWASP Cross Site Scripting Prevention project's "XSS Filter Evasion Cheat Sheet"
 *   (cheatsheetseries.owasp.org, CC BY-SA 4.0), by the section titles below.
 *
 * Changed on purpose: any payload that loaded a script or image from another host now names a
 * relative `x` instead, so a payload that did run could never reach the network. Every payload
 * that runs calls alert/confirm/prompt (or `__xss`), which the journeys' guard records.
 */
export interface XssPayload {
  source: 'DOMPurify test suite' | 'OWASP XSS Filter Evasion Cheat Sheet';
  /** The entry's title or section in its source. */
  title: string;
  payload: string;
}

const dompurify = (title: string, payload: string): XssPayload => ({ source: 'DOMPurify test suite', title, payload });
const owasp = (title: string, payload: string): XssPayload => ({ source: 'OWASP XSS Filter Evasion Cheat Sheet', title, payload });

export const xssPayloads: readonly XssPayload[] = [
  // ---- DOMPurify, test/fixtures/expect.mjs ------------------------------------------------------
  dompurify('safe usage of URI-like attribute values (see #135)', '<b href="javascript:alert(1)" title="javascript:alert(2)"></b>'),
  dompurify('JavaScript URIs using Unicode LS/PS I', "123<a href='\u2028javascript:alert(1)'>I am a dolphin!</a>"),
  dompurify('DOM clobbering XSS by @irsdl using attributes', "<form onmouseover='alert(1)'><input name=\"attributes\"><input name=\"attributes\">"),
  dompurify('onclick, onsubmit, onfocus; DOM clobbering: parentNode', '<div onclick=alert(0)><form onsubmit=alert(1)><input onfocus=alert(2) name=parentNode>123</form></div>'),
  dompurify('mXSS Variation I', '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>'),
  dompurify('mXSS Variation II', "<img src=x id/=' onerror=alert(1)//'>"),
  dompurify('Textarea and comments enabling img element', '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->'),
  dompurify('Img element inside noscript terminated inside comment', '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>'),
  dompurify('Img element inside shadow DOM template', '<body><template><s><template><s><img src=x onerror=alert(1)>@shafigullin</s></template></s></template>'),
  dompurify('Low-range-ASCII obfuscated JavaScript URI', '<a href="\u0001java\u0003script:alert(1)">@shafigullin<a>'),
  dompurify('Iframe inside option element', '<option><iframe></select><b><script>alert(1)</script>'),
  dompurify('Image after style to trick jQuery tag-completion', '<b><style><style/><img src=x onerror=alert(1)>'),
  dompurify('DOM clobbering attack using name=body', '<image name=body><image name=adoptNode>@mmrupp<image name=firstElementChild><svg onload=alert(1)>'),
  dompurify('Bypass using unknown attributes IV', '<input x=javascript: autofocus onfocus=alert(1)><svg id=1 onload=alert(1)></svg>'),
  dompurify('Bypass using JS URI in href', '<a href="javascript:123" onclick="alert(1)">CLICK ME (bypass by @shafigullin)</a>'),
  dompurify('(untitled, form action)', '<form action="javasc\nript:alert(1)"><button>XXX</button></form>'),
  dompurify('(untitled, id 7)', '<div id="7"><input onfocus=alert(7) autofocus>//["\'`-->]]>]</div>'),
  dompurify('(untitled, id 37)', '<div id="37"><!--<img src="--><img src=x onerror=alert(37)//">//["\'`-->]]>]</div>'),
  dompurify('(untitled, id 40)', '<div id="40"><style><img src="</style><img src=x onerror=alert(40)//">//["\'`-->]]>]</div>'),
  dompurify('(untitled, CDATA in SVG)', '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>//["\'`-->]]>]</div>'),

  // ---- OWASP XSS Filter Evasion Cheat Sheet ----------------------------------------------------
  owasp('Basic XSS Test Without Filter Evasion', '<SCRIPT SRC=x></SCRIPT><script>alert(1)</script>'),
  owasp('XSS Locator (Polyglot)', 'javascript:/*--></title></style></textarea></script></xmp><svg/onload=\'+/"`/+/onmouseover=1/+/[*/[]/+alert(42);//\'>'),
  owasp('Malformed A Tags', '\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>'),
  owasp('Malformed IMG Tags', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'),
  owasp('fromCharCode', '<a href="javascript:alert(String.fromCharCode(88,83,83))">Click Me!</a>'),
  owasp('Default SRC Tag by Leaving it Empty', '<IMG SRC= onmouseover="alert(\'xxs\')">'),
  owasp('On Error Alert', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'),
  owasp('IMG onerror and JavaScript Alert Encode', '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">'),
  owasp('Embedded Tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'),
  owasp('Non-alpha-non-digit XSS', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'),
  owasp('Extraneous Open Brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'),
  owasp('No Closing Script Tags', '<SCRIPT SRC=x?<B>'),
  owasp('Half Open HTML/JavaScript XSS Vector', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'),
  owasp('Escaping JavaScript Escapes', '\\";alert(\'XSS\');//'),
  owasp('End Title Tag', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'),
  owasp('INPUT Image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'),
  owasp('SVG Object Tag', '<svg/onload=alert(\'XSS\')>'),
  owasp('IFRAME Event Based', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'),
  owasp('DIV Background-image', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">'),
  owasp('Event Handlers (onfocus with autofocus)', '<input autofocus onfocus=confirm(1)><details open ontoggle=prompt(1)>'),
];

/** One payload, kept short enough for fields with a length limit (names, address lines). */
export function shortPayload(index: number, limit: number): string {
  const payload = xssPayloads[index % xssPayloads.length]?.payload ?? '';
  return payload.length <= limit ? payload : payload.slice(0, limit);
}
