import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyOrigins } from '../contentSecurityPolicy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('a live build allows scripts and workers from its own files only', () => {
    const origins = policyOrigins({ VITE_API_MODE: 'live', VITE_API_BASE_STAFF: 'https://api.example.com/x', VITE_OIDC_AUTHORITY: 'https://login.example.com/realms/j' });
    const policy = contentSecurityPolicy({ ...origins, nonce: 'n', styleHashes: [], forHeader: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.com https://login.example.com");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('a mock build adds blob: workers, which the embedded back end needs to zip large workbooks', () => {
    const policy = contentSecurityPolicy({ ...policyOrigins({ VITE_API_MODE: 'mock' }), nonce: 'n', styleHashes: [], forHeader: false });
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });
});
