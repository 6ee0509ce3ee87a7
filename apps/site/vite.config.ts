import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { contentSecurityPolicyPlugin, CSP_NONCE_PLACEHOLDER } from './contentSecurityPolicy.ts';
import { prerenderPlugin } from './prerender.ts';
import { stripMachineDescriptionsPlugin } from './stripMachineDescriptions.ts';
import { liveSettingProblems, liveSettingValues } from './src/liveSettings.ts';
import { sourceResolution } from '../../scripts/packages/sourceConditions.ts';
import { storefrontGroups } from './storefrontGroups.ts';

/**
 * JOINERY_ENV_FILE names one more env file (relative to apps/site) under the process's own
 * variables: `npm run size` builds the live site with the committed .env.live.example.
 */
function extraEnvFile(name: string | undefined): Record<string, string> {
  if (!name) return {};
  return parseEnv(readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8')) as Record<
    string,
    string
  >;
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = {
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    ...extraEnvFile(process.env['JOINERY_ENV_FILE']),
    ...process.env,
  };
  const apiMode = env['VITE_API_MODE'] === 'live' ? 'live' : 'mock';
  // A live build checks its settings first: one line per missing or malformed one, then stop.
  if (apiMode === 'live' && command === 'build') {
    const problems = liveSettingProblems(env);
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
  }
  // The page reads the settings as the build saw them (an env file named above included).
  const settings = Object.entries(liveSettingValues(env)).map(([name, value]) => [
    `import.meta.env.${name}`,
    JSON.stringify(value),
  ]);
  return {
    // The site compiles @joinery/ui and @joinery/flows from source (scripts/packages/sourceConditions.ts).
    ...sourceResolution,
    // prerenderPlugin: after the browser build, each storefront route's first view as HTML (issue 20).
    plugins: [
      react(),
      vanillaExtractPlugin(),
      stripMachineDescriptionsPlugin(),
      contentSecurityPolicyPlugin(env),
      prerenderPlugin(),
    ],
    // Mock mode serves MSW's service worker; a live build ships none of it.
    publicDir: apiMode === 'mock' ? '../../mocks/public' : 'public',
    define: {
      ...Object.fromEntries(settings),
      'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
    },
    // Every script and stylesheet tag gets the policy's nonce (contentSecurityPolicy.ts).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { port: 5173, strictPort: true },
    preview: { port: 5173, strictPort: true },
    build: {
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 800,
      // Issue 47: the storefront's chunks grouped by the routes that load them (storefrontGroups).
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              output: {
                codeSplitting: storefrontGroups(fileURLToPath(new URL('.', import.meta.url))),
              },
            },
          }),
    },
  };
});
