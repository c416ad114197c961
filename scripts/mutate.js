#!/usr/bin/env node
// Mutation testing of a few rules files at a time (issue 15), the way the README's scores are measured:
//   node scripts/mutate.js src/rules/mage-wars/dice.ts [more files] [--specs 'src/rules/mage-wars/dice*.spec.ts'] [--all-specs] [--no-property] [--concurrency 2] [--timeout-ms 20000] [--incremental]
// --incremental re-uses the previous run of the same file list (reports/mutate/<name>/incremental.json, which every run
// writes): a killed mutant whose killing test did not change keeps its result, and every surviving mutant runs again,
// so re-measuring a file after its survivors were answered takes minutes instead of the whole run.
// --no-property leaves out the *.property.spec.ts files (fast-check runs that dominate a run's time).
// By default jest runs only the specs next to each mutated file whose name starts with its base name (dice.ts:
// dice.spec.ts, dice-boundaries.spec.ts, ...), and the TypeScript checker compiles only the mutated files and what they
// import. Both are speed-ups that change which tests run and what is compiled, never what is mutated: a score measured
// with fewer specs is a lower bound (more specs can only kill more mutants). `--all-specs` runs every unit spec.
// Each run writes its configuration under .mutate/<name>/ and its reports under reports/mutate/<name>/ (git-ignored) so that runs in parallel
// worktrees or folders do not share files, and prints each file's score and its surviving mutants.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const files = [];
const specs = [];
let allSpecs = false;
let noProperty = false;
let incremental = false;
let concurrency = 1;
// Static mutants (module-level code: tables, profiles, fixtures built at describe level) re-load every covering spec
// file; Stryker's timeout for them (1.5 x the dry run's net test time + timeoutMS + the dry run's overhead) is too short
// for that reload on 2 busy cores, so equivalent static mutants were counted as "timeout" (detected): on 2026-11-28 all
// 9 static mutants of malifaux-2e/decide.ts "timed out", yet applied by hand the one checked left all 2E specs green.
// 20 s of slack makes a timeout mean a hang; raise it (--timeout-ms) when a folder's specs take longer to load.
let timeoutMS = 20000;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--specs') specs.push(args[++i]);
  else if (a === '--all-specs') allSpecs = true;
  else if (a === '--no-property') noProperty = true;
  else if (a === '--incremental') incremental = true;
  else if (a === '--concurrency') concurrency = Number(args[++i]);
  else if (a === '--timeout-ms') timeoutMS = Number(args[++i]);
  else files.push(a);
}
if (files.length === 0 || files.some((f) => !f.startsWith('src/rules/') || f.endsWith('.spec.ts') || !fs.existsSync(path.join(root, f)))) {
  console.error('usage: node scripts/mutate.js <src/rules/... .ts files> [--specs <glob relative to the repository>] [--all-specs] [--no-property] [--concurrency N] [--timeout-ms N] [--incremental]');
  process.exit(2);
}
const defaultSpecs = files.map((f) => `${f.slice(0, -'.ts'.length)}*.spec.ts`);
const testMatch = allSpecs ? ['<rootDir>/src/**/*.spec.ts'] : [...defaultSpecs, ...specs].map((g) => `<rootDir>/${g}`);

// Named after the first file's path under src/rules (malifaux-2e-duel-duel-order), so that runs of same-named files of
// other folders (state.ts, index.ts) keep their own reports for scripts/mutation-scores.js.
const name = files[0].slice('src/rules/'.length, -'.ts'.length).replace(/\//g, '-') + (files.length > 1 ? `-and-${files.length - 1}` : '');
// The configurations go where Stryker copies them into its sandbox (not under reports/, which it ignores); the reports
// stay under reports/mutate/<name>/.
const dir = path.join(root, '.mutate', name);
const out = path.join(root, 'reports', 'mutate', name);
fs.mkdirSync(dir, { recursive: true });
fs.mkdirSync(out, { recursive: true });
const rel = (p) => path.relative(root, path.join(dir, p));
const relOut = (p) => path.relative(root, path.join(out, p));

const base = require(path.join(root, 'jest.unit.config.js'));
fs.writeFileSync(path.join(dir, 'jest.config.js'), `module.exports = ${JSON.stringify({ ...base, rootDir: path.relative(dir, root), testMatch, ...(noProperty ? { testPathIgnorePatterns: ['/node_modules/', '\\.property\\.spec\\.ts$'] } : {}) }, null, 2)};\n`);
fs.writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify({ extends: path.relative(dir, path.join(root, 'tsconfig.json')), compilerOptions: { noEmit: true }, include: [], files: files.map((f) => path.relative(dir, path.join(root, f))) }, null, 2),
);
const config = {
  ...JSON.parse(fs.readFileSync(path.join(root, 'stryker.config.json'), 'utf8')),
  mutate: files,
  concurrency,
  timeoutMS,
  jest: { projectType: 'custom', configFile: rel('jest.config.js'), enableFindRelatedTests: false },
  tsconfigFile: rel('tsconfig.json'),
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: relOut('mutation.json') },
  incrementalFile: relOut('incremental.json'),
  // Always incremental so that the next run may re-use this one; forced (every mutant runs) unless asked not to.
  incremental: true,
  force: !incremental,
  tempDirName: `.stryker-tmp-${name}`,
};
delete config.$schema;
delete config.htmlReporter;
fs.writeFileSync(path.join(dir, 'stryker.config.json'), JSON.stringify(config, null, 2));

// Stryker re-tests a surviving mutant only when a new or changed test covers it, and a static mutant (module-level code)
// has no per-test coverage, so a static survivor would be reported as surviving again however many tests now read that
// constant. Dropping every survivor from the previous report makes incremental mode re-test all of them and re-use only
// the killed mutants.
const previous = path.join(out, 'incremental.json');
if (incremental && fs.existsSync(previous)) {
  const report = JSON.parse(fs.readFileSync(previous, 'utf8'));
  for (const result of Object.values(report.files)) result.mutants = result.mutants.filter((m) => m.status !== 'Survived' && m.status !== 'NoCoverage');
  fs.writeFileSync(previous, JSON.stringify(report));
}

const started = Date.now();
const run = spawnSync('npx', ['stryker', 'run', rel('stryker.config.json')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
const report = path.join(out, 'mutation.json');
if (!fs.existsSync(report)) process.exit(run.status ?? 1);

// The score as the README counts it: detected (killed + timeout) / valid (detected + survived + no coverage).
const { files: results } = JSON.parse(fs.readFileSync(report, 'utf8'));
const day = new Date().toISOString().slice(0, 10);
for (const [file, { mutants }] of Object.entries(results)) {
  const count = (...s) => mutants.filter((m) => s.includes(m.status)).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  // A static mutant's timeout may be its reload, not a hang (see timeoutMS above): say how many there are.
  const staticTimeouts = mutants.filter((m) => m.status === 'Timeout' && m.static === true).length;
  const survived = count('Survived');
  const uncovered = count('NoCoverage');
  const valid = killed + timeout + survived + uncovered;
  const score = valid === 0 ? 100 : (100 * (killed + timeout)) / valid;
  console.log(
    `\n| \`${file.replace(/^src\/rules\//, '')}\` | not measured | ${day}: ${score.toFixed(1)}% (${killed} killed${timeout ? ` + ${timeout} timeout${staticTimeouts ? ` (${staticTimeouts} static)` : ''}` : ''}, ${survived} survived, ${uncovered} no coverage; ${count('CompileError')} rejected, ${count('Ignored')} ignored) |`,
  );
  for (const m of mutants.filter((x) => x.status === 'Survived' || x.status === 'NoCoverage'))
    console.log(`  ${m.status} ${file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`);
}
console.log(`\n${Math.round((Date.now() - started) / 60000)} min; report ${path.relative(root, report)}`);
process.exit(run.status ?? 0);
