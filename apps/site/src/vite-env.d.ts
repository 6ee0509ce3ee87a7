/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_MODE?: 'mock' | 'live';
  readonly VITE_API_BASE_STOREFRONT?: string;
  readonly VITE_API_BASE_STAFF?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
