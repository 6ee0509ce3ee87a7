import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const bytes = new Map();
// attribute each generated char segment to the source of its mapping
let prev = null;
smc.eachMapping((m) => {
  if (prev) {
    const src = prev.source ?? '(none)';
    let len;
    if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
    else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
    bytes.set(src, (bytes.get(src) ?? 0) + len);
  }
  prev = m;
});
const groups = new Map();
for (const [src, n] of bytes) {
  const key = src.replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/(packages|apps)\//, '$1/').replace(/^(packages\/[^/]+\/src\/[^/]+).*/, '$1');
  groups.set(key, (groups.get(key) ?? 0) + n);
}
const total = code.length;
console.log('raw total', total, 'gzip', gzipSync(code).length);
[...groups].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, n]) => console.log((n / 1024).toFixed(1).padStart(7), 'kB raw', k));
