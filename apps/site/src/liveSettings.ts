import { z } from 'zod/mini';
import { sameOriginPath } from '@joinery/flows/address';

/**
 * The settings a live build (`npm run build:live`, VITE_API_MODE=live) is configured with, checked
 * by apps/site/vite.config.ts before anything is built. Each names an example an operator can copy;
 * the README's "Live build settings" table lists the same. In mock mode every setting is optional
 * (the embedded back end and the demo identity provider stand in).
 */
export interface LiveSetting {
  name: string;
  required: boolean;
  example: string;
  /** What the setting is, for the README table and the error line. */
  about: string;
  /** Returns why a (non-empty) value is malformed, or undefined when it is fine. */
  check: (value: string) => string | undefined;
}

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
const isLocal = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url);

/** Stands for the site's origin, which a build does not know: a path is checked against it. */
const SITE = 'https://site.invalid';

/**
 * An absolute http(s) URL, or a path on the site's own origin ("/" for the site itself), checked
 * as every address from input is (sameOriginPath, issue 43) and written as a browser writes it:
 * `/\\cdn.example`, `/\t/cdn.example` or `/.//cdn.example` would leave the site.
 */
function urlOrPath(value: string): string | undefined {
  if (/^[/\\]/.test(value))
    return sameOriginPath(value, SITE, () => true) === value
      ? undefined
      : 'a path on the site, as a browser writes it (no spaces, backslashes, dot segments or //)';
  return httpUrl.safeParse(value).success
    ? undefined
    : 'an absolute http(s) URL or a path starting with /';
}

function httpsUrl(value: string): string | undefined {
  if (!httpUrl.safeParse(value).success) return 'an absolute https URL';
  return value.startsWith('https://') || isLocal(value)
    ? undefined
    : 'an https URL (http only for localhost)';
}

export const liveSettings: LiveSetting[] = [
  {
    name: 'VITE_API_BASE_STOREFRONT',
    required: true,
    example: 'https://shop.example.com',
    about:
      'Base address of the storefront calls (storefront.md §7); "/" when the host page serves them itself.',
    check: urlOrPath,
  },
  {
    name: 'VITE_API_BASE_STAFF',
    required: true,
    example: 'https://api.example.com',
    about:
      'Base address of the back-office calls (back-office-products.md and back-office-admin.md §7).',
    check: urlOrPath,
  },
  {
    name: 'VITE_OIDC_AUTHORITY',
    required: true,
    example: 'https://login.example.com/realms/joinery',
    about:
      'The OpenID Connect provider staff sign in with (its discovery document is under this address).',
    check: httpsUrl,
  },
  {
    name: 'VITE_OIDC_CLIENT_ID',
    required: true,
    example: 'joinery-back-office',
    about: "The back office's client id at that provider.",
    check: (value) => (/^[\w.:-]+$/.test(value) ? undefined : 'letters, digits and . _ : - only'),
  },
  {
    name: 'VITE_OIDC_SCOPE',
    required: false,
    example: 'openid profile offline_access',
    about: 'Scopes asked for; default "openid profile offline_access".',
    check: (value) =>
      value.split(/\s+/).includes('openid') ? undefined : 'space-separated scopes including openid',
  },
  {
    name: 'VITE_OIDC_LOAD_USER_INFO',
    required: false,
    example: 'false',
    about: 'Whether the client asks the provider\'s userinfo endpoint; default "false".',
    check: (value) => (value === 'true' || value === 'false' ? undefined : 'true or false'),
  },
  {
    name: 'VITE_STOREFRONT_LOGIN_URL',
    required: true,
    example: 'https://shop.example.com/Account/Login',
    about:
      "The host platform's login page; shoppers are sent there with ?returnUrl=<the page to come back to>.",
    check: (value) => {
      const problem = urlOrPath(value);
      if (problem) return problem;
      // /login is the site's own route, which sends shoppers to this address: it cannot be it.
      return /^\/login\/?(\?|$)/i.test(value)
        ? "the host platform's login page, not the site's own /login"
        : undefined;
    },
  },
  {
    name: 'VITE_BACK_OFFICE_BASE_PATH',
    required: false,
    example: '/prod-mgmt',
    about:
      'The path the back office is served under (back-office-products.md §2); default "/prod-mgmt".',
    check: (value) => (/^(\/[\w.~-]+)+\/?$/.test(value) ? undefined : 'a path such as /prod-mgmt'),
  },
  {
    name: 'VITE_PRODUCT_IMAGE_HOST',
    required: false,
    example: 'https://images.example.com/products/',
    about:
      'Where the product view\'s pictures load from (back-office-products.md §2 Image: "a configured image host path plus the image path"); default "/product-images/".',
    check: urlOrPath,
  },
  {
    name: 'VITE_BACK_OFFICE_WARNING',
    required: false,
    example: 'Test environment: orders are not shipped.',
    about:
      "The back office's optional warning banner (back-office-products.md §2 Shell); none when unset.",
    check: (value) =>
      value.length <= 200 && !/[\r\n]/.test(value)
        ? undefined
        : 'one line of at most 200 characters',
  },
];

/** One line per setting that is missing or malformed (the build stops on any). */
export function liveSettingProblems(env: Record<string, string | undefined>): string[] {
  return liveSettings.flatMap(({ name, required, example, check }) => {
    const value = env[name]?.trim() ?? '';
    if (!value)
      return required
        ? [`Live build setting ${name} is missing: set it, e.g. ${name}=${example}`]
        : [];
    const problem = check(value);
    return problem
      ? [
          `Live build setting ${name} is malformed (${JSON.stringify(value)}): expected ${problem}, e.g. ${name}=${example}`,
        ]
      : [];
  });
}

/** The settings as the build hands them to the page (import.meta.env), unset ones left out. */
export function liveSettingValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    liveSettings.flatMap(({ name }) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}
