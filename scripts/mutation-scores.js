#!/usr/bin/env node
// The mutation score of every file measured by scripts/mutate.js (issue 15), one row per file from its newest report
// under reports/mutate/*/mutation.json, counted as the README counts it: detected (killed + timeout) / valid
// (detected + survived + no coverage); mutants rejected by the type checker and those ignored as equivalent are not valid.
//   node scripts/mutation-scores.js [--below 85] [--missing]
// --below N lists only the files under N%; --missing lists the files of src/rules that no report holds yet.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const below = args.includes('--below') ? Number(args[args.indexOf('--below') + 1]) : null;

const newest = new Map();
const reports = path.join(root, 'reports', 'mutate');
for (const dir of fs.existsSync(reports) ? fs.readdirSync(reports) : []) {
  const file = path.join(reports, dir, 'mutation.json');
  if (!fs.existsSync(file)) continue;
  const when = fs.statSync(file).mtimeMs;
  for (const [source, { mutants }] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')).files)) {
    // A file moved or deleted since its run (e.g. test fixtures moved into a testing/ folder) has no score to show.
    if (!fs.existsSync(path.join(root, source))) continue;
    const seen = newest.get(source);
    if (!seen || seen.when < when) newest.set(source, { when, mutants, run: dir });
  }
}

const rows = [...newest.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([source, { when, mutants, run }]) => {
  const count = (...s) => mutants.filter((m) => s.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  return { source: source.replace(/^src\/rules\//, ''), score, detected, valid, ignored: count('Ignored'), rejected: count('CompileError'), day: new Date(when).toISOString().slice(0, 10), run };
});

if (args.includes('--missing')) {
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'testing' ? [] : walk(path.join(d, e.name))) : [path.join(d, e.name)]));
  const measured = new Set(rows.map((r) => r.source));
  for (const f of walk(path.join(root, 'src', 'rules')).map((f) => path.relative(path.join(root, 'src', 'rules'), f)).sort())
    if (f.endsWith('.ts') && !f.endsWith('.spec.ts') && !measured.has(f)) console.log(f);
  process.exit(0);
}

console.log('| file | score | detected / valid | ignored (equivalent) | rejected by the checker | measured | run (reports/mutate/) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows.filter((x) => below === null || x.score < below))
  console.log(`| \`${r.source}\` | ${r.score.toFixed(1)}% | ${r.detected} / ${r.valid} | ${r.ignored} | ${r.rejected} | ${r.day} | ${r.run} |`);
const all = rows.reduce((a, r) => ({ detected: a.detected + r.detected, valid: a.valid + r.valid }), { detected: 0, valid: 0 });
console.log(`\n${rows.length} files; ${rows.filter((r) => r.score < 85).length} under 85%; overall ${all.valid === 0 ? '-' : ((100 * all.detected) / all.valid).toFixed(1)}%`);
