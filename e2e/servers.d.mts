export declare const e2eOrigins: {
  readonly mockSite: string;
  readonly oidcSite: string;
  readonly identityProvider: string;
};
export declare const IDENTITY_CLIENT_ID: string;
export declare const identityProviderSettings: Record<string, string>;
export declare const e2eSites: Record<'mock' | 'oidc', { origin: string; env: Record<string, string> }>;
