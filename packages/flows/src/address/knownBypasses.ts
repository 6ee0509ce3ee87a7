/**
 * Addresses known to send a naive "same site?" check elsewhere (issue 43), for the tests of
 * sameOriginPath and the journey signInRedirect: each must end on the site's default page.
 * `siteHost` is the site's host (with port), for the userinfo trick `https://site@evil`.
 */
export function knownBypasses(siteHost: string): readonly { name: string; value: string }[] {
  return [
    { name: 'a backslash read as a slash', value: '/\\evil.example/x' },
    { name: 'a backslash first', value: '\\/evil.example/x' },
    { name: 'two backslashes', value: '\\\\evil.example/x' },
    { name: 'an encoded backslash', value: '/%5Cevil.example/x' },
    { name: 'encoded slashes', value: '%2F%2Fevil.example/x' },
    { name: 'a tab between the slashes', value: '/\t/evil.example/x' },
    { name: 'a newline between the slashes', value: '/\n/evil.example/x' },
    { name: 'a leading space', value: ' //evil.example/x' },
    { name: 'a dot segment before two slashes', value: '/.//evil.example/x' },
    { name: 'a tab inside the scheme', value: 'java\tscript:alert(1)' },
    { name: 'a newline inside the scheme', value: 'ht\ntps://evil.example/x' },
    { name: 'a scheme without slashes', value: 'https:evil.example/x' },
    { name: 'a scheme without slashes, plain http', value: 'http:evil.example/x' },
    { name: 'javascript:', value: 'javascript:alert(1)' },
    { name: 'data:', value: 'data:text/html,<script>alert(1)</script>' },
    { name: 'userinfo after two slashes', value: '//user@evil.example/x' },
    { name: 'the site as userinfo', value: `https://${siteHost}@evil.example/x` },
    { name: 'an IDN look-alike (Cyrillic a)', value: 'https://ex\u0430mple.com/x' },
    { name: 'two slashes', value: '//evil.example/x' },
    { name: 'three slashes', value: '///evil.example/x' },
    { name: 'another site', value: 'https://evil.example/x' },
    { name: 'a page the site does not serve', value: '/evil.example/x' },
  ];
}
