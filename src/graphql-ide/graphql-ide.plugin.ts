// GET /graphql in a browser: GraphiQL, from this service's own assets (graphql-ide.assets.ts), speaking graphql-ws
// for subscriptions on the same path. The token goes in GraphiQL's Headers tab as {"authorization": "Bearer …"}; the
// fetcher sends the headers with queries and as connectionParams for subscriptions, which is where the server reads it.
import type { ApolloServerPlugin } from '@apollo/server';
import { IDE_ASSET_PREFIX } from './graphql-ide.assets';

const DEFAULT_QUERY = `# The rules service. Put your seat or organiser token in the Headers tab:
#   {"authorization": "Bearer <token>"}
# then, for example:
#   query { encounter(id: "<encounter id>") { version } }
`;

export function graphqlIdePage(): string {
  const asset = (file: string): string => `${IDE_ASSET_PREFIX}/${file}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Rules service — GraphiQL</title>
  <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
  <link rel="stylesheet" href="${asset('graphiql.min.css')}" />
  <script src="${asset('react.production.min.js')}"></script>
  <script src="${asset('react-dom.production.min.js')}"></script>
  <script src="${asset('graphiql.min.js')}"></script>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script>
    var here = window.location;
    var fetcher = GraphiQL.createFetcher({
      url: here.origin + '/graphql',
      subscriptionUrl: (here.protocol === 'https:' ? 'wss://' : 'ws://') + here.host + '/graphql'
    });
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: ${JSON.stringify(DEFAULT_QUERY)}, defaultEditorToolsVisibility: 'headers' })
    );
  </script>
</body>
</html>`;
}

/** The Apollo landing page: the offline GraphiQL above (Nest's own options load the IDE from a CDN). */
export const graphqlIdePlugin = (): ApolloServerPlugin => ({
  async serverWillStart() {
    return {
      async renderLandingPage() {
        return { html: graphqlIdePage() };
      },
    };
  },
});
