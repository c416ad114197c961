// The checked-in API contracts: openapi.yaml (REST) and schema.gql (GraphQL), both generated from the code.
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import * as yaml from 'js-yaml';
import { buildOpenApi } from './app.factory';

export function openApiYaml(app: INestApplication): string {
  return yaml.dump(JSON.parse(JSON.stringify(buildOpenApi(app))), { noRefs: true, lineWidth: 120, sortKeys: false });
}

export function graphqlSchema(app: INestApplication): string {
  return `${printSchema(app.get(GraphQLSchemaHost).schema)}\n`;
}
