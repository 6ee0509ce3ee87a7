import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownBypasses } from '@joinery/flows/address';
import { liveSettingProblems, liveSettings, liveSettingValues } from './liveSettings';

const complete = {
  VITE_API_BASE_STOREFRONT: 'https://shop.example.com',
  VITE_API_BASE_STAFF: 'https://api.example.com',
  VITE_OIDC_AUTHORITY: 'https://login.example.com/realms/joinery',
  VITE_OIDC_CLIENT_ID: 'joinery-back-office',
  VITE_STOREFRONT_LOGIN_URL: 'https://shop.example.com/Account/Login',
};

describe('live build settings', () => {
  it('accepts a complete configuration, optional settings unset', () => {
    expect(liveSettingProblems(complete)).toEqual([]);
  });

  it('accepts every optional setting and same-origin paths', () => {
    expect(
      liveSettingProblems({
        ...complete,
        VITE_API_BASE_STOREFRONT: '/',
        VITE_STOREFRONT_LOGIN_URL: '/Account/Login',
        VITE_OIDC_AUTHORITY: 'http://localhost:5180',
        VITE_OIDC_SCOPE: 'openid profile',
        VITE_OIDC_LOAD_USER_INFO: 'true',
        VITE_BACK_OFFICE_BASE_PATH: '/staff/products/',
        VITE_BACK_OFFICE_WARNING: 'Test environment: orders are not shipped.',
        VITE_PRODUCT_IMAGE_HOST: '/product-images/',
      }),
    ).toEqual([]);
  });

  it.each(Object.keys(complete))(
    'stops on a missing %s with one line naming it and an example',
    (name) => {
      const problems = liveSettingProblems({ ...complete, [name]: '  ' });
      const example = liveSettings.find((setting) => setting.name === name)?.example;
      expect(problems).toEqual([
        `Live build setting ${name} is missing: set it, e.g. ${name}=${example}`,
      ]);
    },
  );

  it.each([
    ['VITE_API_BASE_STAFF', 'api.example.com'],
    ['VITE_OIDC_AUTHORITY', 'http://login.example.com'],
    ['VITE_OIDC_CLIENT_ID', 'joinery back office'],
    ['VITE_OIDC_SCOPE', 'profile email'],
    ['VITE_OIDC_LOAD_USER_INFO', 'yes'],
    ['VITE_STOREFRONT_LOGIN_URL', '/login?x=1'],
    ['VITE_BACK_OFFICE_BASE_PATH', 'prod-mgmt'],
    ['VITE_BACK_OFFICE_WARNING', 'x'.repeat(201)],
    ['VITE_PRODUCT_IMAGE_HOST', 'images.example.com/products'],
  ])('stops on a malformed %s', (name, value) => {
    const problems = liveSettingProblems({ ...complete, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^Live build setting ${name} is malformed \\(.*\\): expected .*, e\\.g\\. ${name}=`,
      ),
    );
    expect(problems[0]).not.toContain('\n');
  });

  it.each(
    knownBypasses('site.invalid')
      .map(({ value }) => value)
      .filter((value) => /^[/\\\s]/.test(value))
      .concat(['/a b', '/images/../x']),
  )('refuses %j unless it is a path on the site itself (issue 43)', (value) => {
    for (const name of ['VITE_API_BASE_STOREFRONT', 'VITE_API_BASE_STAFF', 'VITE_PRODUCT_IMAGE_HOST', 'VITE_STOREFRONT_LOGIN_URL']) {
      const problems = liveSettingProblems({ ...complete, [name]: `${value}` });
      // Two of them are paths on the site itself (a page it does not serve, an encoded backslash).
      if (value === '/evil.example/x' || value === '/%5Cevil.example/x') expect(problems).toEqual([]);
      else expect(problems).toHaveLength(1);
    }
  });

  it('names each missing setting on its own line, in the README order', () => {
    expect(liveSettingProblems({}).map((line) => line.split(' ')[3])).toEqual(
      liveSettings.filter((s) => s.required).map((s) => s.name),
    );
  });

  it('hands the page the trimmed values, unset ones left out', () => {
    expect(
      liveSettingValues({
        ...complete,
        VITE_OIDC_CLIENT_ID: ' joinery ',
        VITE_BACK_OFFICE_WARNING: '',
      }),
    ).toEqual({
      ...complete,
      VITE_OIDC_CLIENT_ID: 'joinery',
    });
  });
});

describe('the README', () => {
  it('lists every live build setting', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Live build settings')[1]?.split('\n## ')[0] ?? '';
    for (const { name, example } of liveSettings) {
      expect(section).toContain(`| \`${name}\` | `);
      expect(section).toContain(example);
    }
  });
});
