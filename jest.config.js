/** Jest compiles TypeScript with ts-jest in transpile-only mode (fast; `npm run build` is the type gate). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60000,
  // Mutation runs' sandboxes and configurations (scripts/mutate.js) hold copies of the project.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp', '<rootDir>/.mutate', '<rootDir>/reports'],
  // @fastify/static's ESM-only dependency, which Jest 29 cannot require (see the stand-in's comment).
  moduleNameMapper: { '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs' },
};
