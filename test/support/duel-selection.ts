// The GraphQL selection of a Malifaux 2E duel (Malifaux2eDuel, issue 12: typed, no longer a JSON scalar): every card
// it holds (flipped, chosen, cheated, replaced, prevention) and the outcome, for tests that read the duel over GraphQL.
const STEP = '{ status ruleId reason declaration { fateModifiers suits } damageFlipPenalty card replaced redJokerSuit trigger { name suits timing stat } prevented }';
const SIDE = `{ role participant { modelId seat station stat { name value } wounds maxWounds } soulstones ${STEP} flipped net choice ${STEP} redJokerSuit cheat ${STEP} trigger ${STEP} }`;
const FLIP = `{ stage flipType flipper { modelId seat } target { modelId seat wounds maxWounds } amount { kind amount } fate { bonus penalty } net flipped choice ${STEP} cheat ${STEP} prevention ${STEP} }`;

export const DUEL_FIELDS = `{ status duel { duelId kind action { name tn requiredSuits } defenderFriendly sides ${SIDE} } outcome { winner success margin totals { role total { value suits } } } flip ${FLIP} result { severity base afterModifiers prevented amount woundsAfter } blasted }`;
