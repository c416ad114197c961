// Jest 29 cannot `require` an ESM-only package (Node >= 20.19 can, so the service itself loads the real one).
// content-disposition@3 is ESM-only and @fastify/static (Swagger UI's assets) needs it only to name downloads, which
// this API never serves; under Jest the mapper in jest.config.js points @fastify/static's import here.
function create(filename, options) {
  const type = (options && options.type) || 'attachment';
  if (filename === undefined) return type;
  return `${type}; filename="${String(filename).replace(/[^\x20-\x7e]|["\\]/g, '_')}"`;
}
module.exports = { create };
