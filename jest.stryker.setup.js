// Under StrykerJS (jest.unit.config.js) a failing property should fail at its first counterexample: shrinking it
// proves nothing more about a mutant and can run past the timeout. Same seeds as a plain run.
process.env.DUEL_SEED = process.env.DUEL_SEED ?? '20260214';
require('fast-check').configureGlobal({ endOnFailure: true });
