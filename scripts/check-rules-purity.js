// src/rules must stay pure (DESIGN.md "Layers" 1, STYLE.md "Never in src/rules/"): no framework, no I/O, no clock,
// no ambient randomness. Fails the test command when a rule file reaches for one.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

const FORBIDDEN = [
  [/from '(@nestjs\/[^']*|typeorm|pg|class-validator|class-transformer|graphql|express|@apollo\/[^']*)'/, 'framework or I/O import'],
  [/from 'node:[^']*'|from '(fs|http|https|net|crypto|os|path|child_process)'/, 'Node.js module import'],
  [/process\.env/, 'process.env'],
  [/\bconsole\./, 'console'],
  [/Date\.now\(\)|new Date\(/, 'clock'],
  [/Math\.random\(/, 'Math.random'],
  [/randomUUID\(/, 'randomUUID'],
  [/\bsetTimeout\(|\bsetInterval\(/, 'timer'],
  [/\basync\s+function\b|\bawait\s/, 'async code'],
];

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

const problems = [];
for (const file of walk(join(__dirname, '..', 'src', 'rules'))) {
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (line.trim().startsWith('//') || line.trim().startsWith('*')) return;
    for (const [re, what] of FORBIDDEN) if (re.test(line)) problems.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
  });
}
if (problems.length > 0) {
  console.error(`src/rules must stay pure:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('src/rules is pure');
