/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_MODE?: 'mock' | 'live';
  readonly VITE_API_BASE_STOREFRONT?: string;
  readonly VITE_API_BASE_STAFF?: string;
  /** The staff app's base path; /prod-mgmt when unset. */
  readonly VITE_BACK_OFFICE_BASE_PATH?: string;
  /** Live sign-in: the OpenID Connect provider and client. */
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_SCOPE?: string;
  readonly VITE_OIDC_LOAD_USER_INFO?: string;
  /** Live storefront sign-in: the host platform's login page. */
  readonly VITE_STOREFRONT_LOGIN_URL?: string;
  /** The back office's optional warning banner in a live build. */
  readonly VITE_BACK_OFFICE_WARNING?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
