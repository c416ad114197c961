// Generated clients can trust the contracts (issue 12): types are generated from the served /v1/openapi.json
// (openapi-typescript) and from schema.gql (graphql-codegen: typescript-operations + typed-document-node) into a temp
// dir, the typed duel client of examples/typed-client is compiled against them with tsc --strict (no cast, no `any`,
// no `unknown` in it), and then run against the service: it joins an open seat and plays an Opposed Duel to its damage
// over REST and over GraphQL. A contract that stops describing what the server does breaks one of these steps.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { startTestApp, type TestApp } from './support/test-app';

const ROOT = join(__dirname, '..');
const EXAMPLE = join(ROOT, 'examples', 'typed-client');

interface DuelReport {
  readonly encounterId: string;
  readonly joinedSeat: string;
  readonly steps: readonly string[];
  readonly events: readonly string[];
  readonly version: number;
  readonly damage?: number;
}
interface DuelClient {
  playDuelOverRest(base: string): Promise<DuelReport>;
  playDuelOverGraphql(base: string): Promise<DuelReport>;
}

/** Writes <dir>/generated/{rest-api,graphql}.ts from an OpenAPI document and the checked-in schema.gql. */
function generate(openapi: object, dir: string): void {
  const docFile = join(dir, 'openapi.json');
  writeFileSync(docFile, JSON.stringify(openapi));
  execFileSync(process.execPath, [join(__dirname, 'support', 'generate-clients.cjs'), docFile, join(ROOT, 'schema.gql'), join(EXAMPLE, 'operations.graphql'), join(dir, 'generated')], {
    stdio: 'pipe',
    timeout: 120_000,
  });
}

const COMPILER: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUnusedLocals: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  skipLibCheck: true,
};

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], COMPILER);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.replace(ROOT, '')}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** The generated files and the client, transpiled to CommonJS beside themselves, then loaded. */
function load(dir: string): DuelClient {
  for (const name of ['generated/rest-api', 'generated/graphql', 'duel-client']) {
    const out = ts.transpileModule(readFileSync(join(dir, `${name}.ts`), 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(join(dir, `${name}.js`), out.outputText);
  }
  return require(join(dir, 'duel-client.js')) as DuelClient;
}

describe('clients generated from the contracts', () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    // Inside the repository (test-artifacts/ is ignored), so that the client resolves graphql from node_modules.
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'test-artifacts', 'typed-client-'));
    generate((await t.http.get('/v1/openapi.json').expect(200)).body as object, dir);
    copyFileSync(join(EXAMPLE, 'duel-client.ts'), join(dir, 'duel-client.ts'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the client source has no cast, no any and no unknown', () => {
    const code = readFileSync(join(EXAMPLE, 'duel-client.ts'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, '').replace(/^import \* as \w+ from .*$/, ''))
      .join('\n');
    expect(code.match(/\bany\b|\bunknown\b|\sas\s|<[A-Z]\w*>\s*\w/g)).toBeNull();
  });

  it('generates both clients from the served contracts and type-checks the duel client against them under --strict', () => {
    expect(typeErrors(join(dir, 'duel-client.ts'))).toEqual([]);
  });

  it('a contract regression breaks the compile: duelStep as a free-form object leaves the client nothing to read', async () => {
    const served = (await t.http.get('/v1/openapi.json').expect(200)).body as { components: { schemas: Record<string, object> } };
    const broken = JSON.parse(JSON.stringify(served)) as typeof served;
    broken.components.schemas.DuelStep = { type: 'object', additionalProperties: true };
    const bad = mkdtempSync(join(ROOT, 'test-artifacts', 'typed-client-broken-'));
    try {
      generate(broken, bad);
      copyFileSync(join(EXAMPLE, 'duel-client.ts'), join(bad, 'duel-client.ts'));
      expect(typeErrors(join(bad, 'duel-client.ts')).join('\n')).toMatch(/duel-client\.ts/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it('the typed client joins an open seat and plays the Opposed Duel to its damage, the same over REST and GraphQL', async () => {
    const client = load(dir);
    const rest = await client.playDuelOverRest(base);
    const graphql = await client.playDuelOverGraphql(base);
    for (const report of [rest, graphql]) {
      expect(report.joinedSeat).toBe('B');
      expect(report.events).toEqual(expect.arrayContaining(['DuelStarted', 'DuelResolved', 'DamageResolved']));
      expect(report.steps[report.steps.length - 1]).toBe('START');
    }
    expect(graphql.events).toEqual(rest.events);
    // Stacked: RAM-05 is a weak damage flip for Bag o' Tools (2), read from the typed DamageResolved payload.
    expect(graphql.damage).toBe(2);
    expect(graphql.steps).toEqual(rest.steps);
  });
});
