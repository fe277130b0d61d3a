// Checks the built client (run `npm run build` first): the landing page's JavaScript (the entry chunk and
// everything it imports statically) stays within budget and never contains the admin area or Stripe.
// Usage: node src/scripts/check-bundle.mjs [--budget-kb=120]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv.find((a) => a.startsWith('--dir='))?.slice(6) ?? 'dist/client');
const budgetKb = Number(process.argv.find((a) => a.startsWith('--budget-kb='))?.slice(12) ?? 120);
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));

const landing = new Set();
const walk = (key) => {
  if (landing.has(key)) return;
  landing.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
};
walk('index.html');

let total = 0;
const rows = [];
for (const key of landing) {
  const file = manifest[key].file;
  const code = readFileSync(path.join(dir, file));
  const gz = gzipSync(code).length;
  total += gz;
  rows.push({ file, gz, code: code.toString('utf8') });
}
rows.sort((a, b) => b.gz - a.gz);
for (const r of rows) console.log(`${(r.gz / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
console.log(`landing JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB)`);

const problems = [];
if (total > budgetKb * 1024) problems.push(`landing JS is over budget`);
const forbidden = [...landing].filter((k) => /features\/admin|routes\/admin|stripe/i.test(k));
if (forbidden.length) problems.push(`landing chunks include ${forbidden.join(', ')}`);
for (const r of rows) {
  if (/js\.stripe\.com|PaymentElement/.test(r.code)) problems.push(`${r.file} contains Stripe code`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('ok: no admin or Stripe code in the landing page JS');
