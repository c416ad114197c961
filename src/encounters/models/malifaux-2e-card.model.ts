// A Malifaux 2E stat card (rules/malifaux-2e/turn/crew.ts ModelDef) and a hired crew list (encounter/hiring.ts CrewList)
// typed for both contracts (issue 12): the table's models, CrewHired, ModelSummoned, CrewSubmitted and the Standard
// Encounter's hired crews serve them. A card is what the crew inputs accepted (src/turns/dto/crew.input.ts), so an
// optional field is one the client left out; an Avatar's Manifestation another seat may not see yet is null (AV-2).
import type { Type } from '@nestjs/common';
import { list, model, nullable, optional } from '../../common/contract/event-model';

const ConditionGrant = model('ConditionGrant', 'A Condition an Action gives its target on a hit or success (§17)', { name: 'string', value: optional('int') });
const CardAbility = model('CardAbility', 'A keyword ability the server applies', {
  keyword: 'AbilityKeyword',
  value: optional('int', { description: 'ARMOR, HARD_TO_WOUND: the +N; TERRIFYING: the Horror Duel’s TN' }),
  characteristic: optional('string', { description: 'TERRIFYING: the characteristic of the models it frightens (absent: every enemy model)' }),
});
const StatSuits = model('CardStatSuits', 'The suits printed beside the Df, Wp and Wk stats (§4.1)', { Df: optional(list('Suit')), Wp: optional(list('Suit')), Wk: optional(list('Suit')) });
const CardStats = model('CardStats', 'The stats on the card (§18.1)', {
  df: 'int',
  wp: 'int',
  wk: 'int',
  cg: nullable('int', { description: 'null: “—” on the card (it cannot Charge, §8.4)' }),
  ht: 'int',
  suits: optional(() => StatSuits),
});
const ActionRange = model('CardActionRange', 'The range of an Action (§8.1)', { kind: 'RangeKind', inches: 'float' });
const ActionStat = model('CardActionStat', 'The stat an Action duels with, its value and printed suits', { name: 'DuelStat', value: 'int', suits: optional(list('Suit')) });
const BlastCounts = model('CardBlastCounts', 'BL-2: Blast Markers on each severity', { weak: optional('int'), moderate: optional('int'), severe: optional('int') });
const ActionDamage = model('CardActionDamage', 'DM-2: the damage on Weak, Moderate and Severe', { weak: 'int', moderate: 'int', severe: 'int', blasts: optional(() => BlastCounts) });
const ActionTrigger = model('CardTrigger', 'A Trigger of an Action (TR-1..TR-6)', {
  name: 'string',
  suits: list('Suit', { description: 'TR-1: the suits it needs, a multiset' }),
  timing: 'TriggerTiming',
  stat: optional('string', { description: 'TR-3: a Stat Trigger’s stat' }),
  grantsAction: optional('boolean', { description: 'TR-6: the model may take another Action for no AP' }),
  addsDamage: optional('int', { description: 'DM-3: a “when damaging” Trigger’s +N damage' }),
});
/** ActionDef: an Action on a card (also the Action a pending duel resolves). */
export const CardAction: Type<unknown> = model('CardAction', 'An Action on the card (§8.1)', {
  name: 'string',
  ap: 'int',
  category: 'ActionCategory',
  range: () => ActionRange,
  stat: optional(() => ActionStat),
  resist: optional('ResistStat', { description: 'Attack Actions: the target’s resist stat' }),
  tn: optional('int'),
  suits: optional(list('Suit')),
  damage: optional(() => ActionDamage),
  triggers: optional(list(() => ActionTrigger)),
  conditionsOnHit: optional(list(() => ConditionGrant)),
  oncePerTurn: optional('boolean', { description: 'AA-3: once per Turn, per model' }),
  removesOnSuccess: optional('string', { description: 'A Condition the acting model loses when the duel succeeds (§17.2)' }),
});
const CardAvatar = model('CardAvatar', '§19 AV-1: a Master’s Avatar Upgrade', {
  name: 'string',
  manifestedBaseMm: 'int',
  manifestation: nullable('Manifestation', { description: 'AV-2: null for another seat until it is revealed' }),
});
const CardUpgrade = model('CardUpgrade', '§18.5: an Upgrade the model starts with and the keyword abilities it gives', { name: 'string', abilities: optional(list(() => CardAbility)) });

/** ModelDef: a stat card as hired or summoned. */
export const ModelCard: Type<unknown> = model('ModelCard', 'A Malifaux 2E stat card: stats, abilities and Actions (§18)', {
  id: 'string',
  name: 'string',
  station: 'Station',
  characteristics: list('string', { description: 'Living, Undead, Construct, Rare 2, Totem, ...' }),
  stats: () => CardStats,
  wounds: 'int',
  baseMm: 'int',
  abilities: list(() => CardAbility),
  actions: list(() => CardAction),
  immuneTo: optional(list('string'), { description: 'AA-2: Conditions it is immune to' }),
  avatar: optional(() => CardAvatar),
  upgrades: optional(list(() => CardUpgrade)),
});

const HireUpgrade = model('HireUpgrade', '§18.5 UP-1..UP-6: an Upgrade bought with the crew', {
  name: 'string',
  cost: 'int',
  faction: 'Faction',
  limited: optional('boolean', { description: 'UP-3' }),
  rare: optional('int', { description: 'UP-4: Rare N in the crew' }),
  requiresLeader: optional('string', { description: 'UP-5' }),
  avatar: optional('boolean', { description: 'AV-1: an Avatar Upgrade' }),
});
const HireEntry = model('CrewHireEntry', '§20.8: a model on a crew list, its cost and Upgrades', {
  model: () => ModelCard,
  cost: 'int',
  cache: optional('int', { description: 'Masters and Henchmen: the Soulstone Cache' }),
  factions: list('Faction'),
  hireableByAbility: optional('boolean'),
  upgrades: optional(list(() => HireUpgrade)),
});

/** CrewList: a crew list as submitted (§20.8). */
export const CrewListModel: Type<unknown> = model('CrewList', '§20.8: a crew list: the Leader, the models hired and the Pool points bought', {
  leaderId: 'string',
  models: list(() => HireEntry),
  poolPurchased: 'int',
});
