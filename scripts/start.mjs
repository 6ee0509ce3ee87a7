// `npm start`: Storybook on 6006 and the site on 5173, both on the embedded back end.
import { spawn } from 'node:child_process';

console.log('Starting Joinery on the embedded back end:');
console.log('  Storybook  http://localhost:6006');
console.log('  Site       http://localhost:5173');
const child = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'storybook,site',
    '--prefix-colors',
    'magenta,cyan',
    'npm:storybook',
    'npm:site',
  ],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
