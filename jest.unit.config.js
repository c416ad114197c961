// Unit tests only (the *.spec.ts files under src/, no e2e under test/): the suite StrykerJS runs against each mutant.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp', '<rootDir>/reports'],
  setupFiles: ['<rootDir>/jest.stryker.setup.js'],
};
