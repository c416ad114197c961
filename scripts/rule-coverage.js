// npm run coverage:rules — which rule ids of ../shared/rules/<ruleset>.md are cited by a test title (`<ruleset>/<ID>`).
// Usage: node scripts/rule-coverage.js [ruleset] [--section 3,4,12,14] [--strict]  (--strict: exit 1 when one is missing)
const { readdirSync, readFileSync, statSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const args = process.argv.slice(2);
const ruleset = args.find((a) => !a.startsWith('--')) ?? 'malifaux-2e';
const sectionArg = args.includes('--section') ? args[args.indexOf('--section') + 1] : null;
const sections = sectionArg ? new Set(sectionArg.split(',')) : null;
const specPath = [join(__dirname, '..', '..', 'shared', 'rules', `${ruleset}.md`), join(__dirname, '..', 'shared', 'rules', `${ruleset}.md`)].find(existsSync);
if (!specPath) {
  console.error(`no specification for ${ruleset}`);
  process.exit(2);
}

// Rule ids defined in the spec: a bold **ID**, e.g. "* **FD-11** ...", "**DU-O8**", "**SM-P**", "**FACT-1**", "**MG-WZ-1**"
// (a 1-4 letter prefix, an optional second prefix, then a number with optional letters, or a single letter).
// Section = last "## N." heading.
const ID = '[A-Z]{1,4}(?:-[A-Z]{1,3})?-(?:[A-Z]?\\d+[a-z]?|[A-Z])';
const defined = new Map();
let section = null;
for (const line of readFileSync(specPath, 'utf8').split('\n')) {
  const h = /^## (\d+)\./.exec(line);
  if (h) section = h[1];
  for (const m of line.matchAll(new RegExp(`\\*\\*(${ID})(?=\\*\\*|[ :])`, 'g'))) if (!defined.has(m[1])) defined.set(m[1], section);
}

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (f === 'node_modules' || f === 'dist') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(spec|e2e-spec)\.ts$/.test(p) ? [p] : [];
  });
}
const cited = new Set();
const root = join(__dirname, '..');
for (const file of [...walk(join(root, 'src')), ...walk(join(root, 'test'))]) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(new RegExp(`${ruleset}/(${ID})(?![A-Za-z0-9])`, 'g'))) cited.add(m[1]);
}
const wanted = [...defined.entries()].filter(([, s]) => !sections || sections.has(s));
const missing = wanted.filter(([id]) => !cited.has(id));
console.log(`${ruleset}: ${wanted.length - missing.length}/${wanted.length} rule ids cited by tests${sections ? ` (sections ${[...sections].join(', ')})` : ''}`);
if (missing.length > 0) console.log(`not cited: ${missing.map(([id, s]) => `${id} (§${s})`).join(', ')}`);
if (args.includes('--strict') && missing.length > 0) process.exit(1);
