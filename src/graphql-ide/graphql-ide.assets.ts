// The files the offline GraphQL IDE needs, served by this service from node_modules: nothing is loaded from a CDN,
// so the IDE works with the network unplugged (GraphiQL's fonts are inlined in its stylesheet).
import { dirname, join } from 'node:path';

const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

export interface IdeAsset {
  readonly path: string;
  readonly contentType: string;
}

export const IDE_ASSETS: Readonly<Record<string, IdeAsset>> = {
  'react.production.min.js': { path: join(packageDir('react'), 'umd', 'react.production.min.js'), contentType: 'text/javascript; charset=utf-8' },
  'react-dom.production.min.js': { path: join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'), contentType: 'text/javascript; charset=utf-8' },
  'graphiql.min.js': { path: join(packageDir('graphiql'), 'graphiql.min.js'), contentType: 'text/javascript; charset=utf-8' },
  'graphiql.min.css': { path: join(packageDir('graphiql'), 'graphiql.min.css'), contentType: 'text/css; charset=utf-8' },
};

export const IDE_ASSET_PREFIX = '/graphql-ide';
