// Free-form JSON in GraphQL (event payloads differ per event type): the well-known graphql-type-json scalar.
import GraphQLJSON from 'graphql-type-json';

export const JSONScalar = GraphQLJSON;
