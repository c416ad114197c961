// Generates the two typed clients of test/generated-clients.e2e-spec.ts in a plain Node process (graphql-codegen
// loads ESM-only dependencies that Jest's module system cannot): openapi-typescript from an OpenAPI document,
// graphql-codegen (typescript-operations + typed-document-node) from a schema and a document of operations.
// usage: node generate-clients.cjs <openapi.json> <schema.gql> <operations.graphql> <out dir>
const { readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { buildSchema, parse } = require('graphql');

async function main([openapiFile, schemaFile, operationsFile, out]) {
  mkdirSync(out, { recursive: true });
  const ot = require('openapi-typescript');
  writeFileSync(join(out, 'rest-api.ts'), ot.astToString(await ot.default(JSON.parse(readFileSync(openapiFile, 'utf8')))));
  const { codegen } = require('@graphql-codegen/core');
  const sdl = readFileSync(schemaFile, 'utf8');
  const ts = await codegen({
    schema: parse(sdl),
    schemaAst: buildSchema(sdl),
    filename: 'graphql.ts',
    documents: [{ location: operationsFile, document: parse(readFileSync(operationsFile, 'utf8')) }],
    plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: { typescriptOperations: require('@graphql-codegen/typescript-operations'), typedDocumentNode: require('@graphql-codegen/typed-document-node') },
    // A JSON scalar anywhere the client reads would be `unknown` there, and the client could not use it uncast.
    config: { scalars: { JSON: 'unknown' }, strictScalars: true, useTypeImports: true },
  });
  writeFileSync(join(out, 'graphql.ts'), ts);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exit(1);
});
