// The whole refusal a call gives (rule, section, message): the 2E specs read it through the one reader every ruleset's
// specs share (src/rules/core/testing/refusal.ts).
export { refusalOf, type Refusal } from '../../core/testing/refusal';
