// The shapes Malifaux 1E's state and events share (src/rules/malifaux-1e: duel records, models on the table, terrain,
// spells, morale profiles, crews, schemes), described once for both contracts (src/common/contract/event-model.ts).
// Shapes the editions share are 2E's own models (DuelTotal, RoleTotal, FateModifiers, PushDirection). A step of a duel
// (`choice`, `cheat`, `soulstone`, `trigger`, `prevention`) is a union on `status` in the rules; here it is one object
// whose fields other than `status` are absent (null) unless that status carries them. Seat-keyed records are objects
// with a field per 1E seat (A, B: a First Edition encounter has two players).
import type { Type } from '@nestjs/common';
import { list, map, model, nullable, optional, type FieldSpec } from '../../common/contract/event-model';
import { DuelTotal, FateModifiersData, RoleTotal } from '../../rulesets/malifaux-2e-duel-parts';

/** A record keyed by seat: one optional field per 1E seat. */
export const bySeat1e = (name: string, description: string, of: FieldSpec | FieldSpec['kind']): Type<unknown> =>
  model(name, description, { A: optional(of), B: optional(of) });

export const SeatCards1e = bySeat1e('Malifaux1eSeatCards', 'A card per seat (null: none could be flipped)', nullable('string'));
export const SeatInts1e = bySeat1e('Malifaux1eSeatNumbers', 'A number per seat', 'int');

export const DamageTrack1e = model('Malifaux1eDamageTrack', 'Dg weak / moderate / severe, and the blast markers of each (BL-1)', {
  weak: 'int',
  moderate: 'int',
  severe: 'int',
  blasts: optional(() => model('Malifaux1eBlasts', 'Blast markers by severity (BL-1)', { weak: optional('int'), moderate: optional('int'), severe: optional('int') })),
});
export const Trigger1e = model('Malifaux1eTrigger', 'A Trigger: its name and the suits it needs (§6.4)', { name: 'string', suits: list('Suit') });

/** A step of a duel or damage flip: PENDING, SKIPPED (ruleId), CHOSEN (card), DECLINED, CHEATED / USED (card, redJokerSuit), PASSED, DECLARED (name), FLIPPED (card, prevented). */
export const DuelStep1e = model('Malifaux1eDuelStepStatus', 'Where a step of a duel stands: its status and what that status carries', {
  status: { kind: 'string', description: 'PENDING, SKIPPED, CHOSEN, DECLINED, CHEATED, USED, PASSED, DECLARED or FLIPPED' },
  ruleId: optional('string', { description: 'SKIPPED: the rule that took the choice away' }),
  card: optional(nullable('string'), { description: 'CHOSEN, CHEATED, USED, FLIPPED: the card (null: none)' }),
  redJokerSuit: optional(nullable('Suit'), { description: 'CHEATED, USED: the suit named for a Red Joker' }),
  name: optional('string', { description: 'DECLARED: the Trigger' }),
  prevented: optional('int', { description: 'FLIPPED: the damage prevented' }),
});
const step = (): Type<unknown> => DuelStep1e;

export const DuelSide1e = model('Malifaux1eDuelSide', 'A side of a 1E duel: its model, stat, Fate Modifiers and each step’s status (§6.3)', {
  role: 'DuelRole',
  modelId: 'string',
  seat: 'Seat',
  stat: () => model('Malifaux1eDuelStat', 'The stat a side duels with', { name: 'string', value: 'int', suits: list('Suit') }),
  bonus: 'int',
  wounds: 'int',
  maxWounds: 'int',
  useSoulstone: 'boolean',
  fate: () => FateModifiersData,
  net: 'int',
  triggers: list(() => Trigger1e),
  flipped: list('string'),
  choice: step,
  redJokerSuit: nullable('Suit'),
  cheat: step,
  soulstone: step,
  trigger: step,
});
export const DuelRecord1e = model('Malifaux1eDuelRecord', 'A 1E duel as declared: kind, TN, sides and what it is for (§6)', {
  duelId: 'string',
  kind: { kind: 'string', description: 'SIMPLE or OPPOSED' },
  name: 'string',
  tn: nullable('int'),
  requiredSuits: list('Suit'),
  sides: list(() => DuelSide1e),
  context: () =>
    model('Malifaux1eDuelContext', 'What a duel is for: an attack’s weapon and damage track, a disengaging strike (§10.3)', {
      actionId: nullable('string'),
      weapon: nullable('string'),
      damage: nullable(() => DamageTrack1e),
      damageBonus: 'int',
      disengaging: 'boolean',
      targetArmor: 'int',
    }),
});
export const DuelOutcome1e = model('Malifaux1eDuelOutcome', 'A resolved 1E duel: winner, success, combat total (DU-O1) and totals', {
  winner: nullable('DuelRole'),
  success: 'boolean',
  combatTotal: nullable('int'),
  totals: list(() => RoleTotal),
});
export const DamageFlip1e = model('Malifaux1eDamageFlip', 'A damage flip (§10.7-§10.8; the Red Joker’s second flip is flips[1]) and its prevention (§10.11)', {
  kind: 'string',
  seat: 'Seat',
  target: () => model('Malifaux1eFlipTarget', 'The model a damage flip is for', { modelId: 'string', seat: 'Seat', useSoulstone: 'boolean', wounds: 'int', maxWounds: 'int' }),
  track: () => DamageTrack1e,
  fate: () => FateModifiersData,
  cheatable: 'boolean',
  reductions: () => model('Malifaux1eDamageReductions', '§10.11: Spirit halving, Armor, Object #', { halve: 'boolean', armor: 'int', object: 'int' }),
  flips: list(() =>
    model('Malifaux1eDamageFlipCards', 'One damage flip: the cards (null until flipped), net Fate Modifiers, the chosen card and the cheat', {
      flipped: nullable(list('string')),
      net: 'int',
      choice: step,
      cheat: step,
    }),
  ),
  prevention: step,
});
export const DamageResult1e = model('Malifaux1eDamageResult', 'Damage dealt: the band, base, prevention, wounds and blasts (§10.8-§10.11, BL-1..BL-3)', {
  band: 'string',
  base: 'int',
  prevented: 'int',
  wounds: 'int',
  woundsAfter: 'int',
  killed: 'boolean',
  blasts: 'int',
  blastDamage: 'int',
  blasted: 'boolean',
});

export const Weapon1e = model('Malifaux1eWeapon', '§3.1 item 7: a weapon: Rg, Cb (with suits), Dg, Paired, AP cost and Triggers', {
  name: 'string',
  kind: { kind: 'string', description: 'MELEE or RANGED' },
  rg: 'float',
  cb: 'int',
  cbSuits: list('Suit'),
  dg: () => DamageTrack1e,
  paired: 'boolean',
  ap: 'int',
  triggers: list(() => Trigger1e),
});
export const Stats1e = model('Malifaux1eStats', '§3.1: Wk, Cg (null: none), Ht, Wp, Ca, Df, Wd', { wk: 'int', cg: nullable('int'), ht: 'int', wp: 'int', ca: 'int', df: 'int', wd: 'int' });

export const TerrainPiece1e = model('Malifaux1eTerrainPiece', '§13: a terrain piece, its traits and the Solidity of each section', {
  id: 'string',
  name: optional('string'),
  traits: list('string'),
  ht: 'float',
  lengthInches: optional('float'),
  solidity: optional('int'),
  hazard: optional('string', { description: 'BURNING, DEADLY or CHASM' }),
  elevation: optional('string', { description: 'LEDGE or SLOPE' }),
  indoorWall: optional('boolean'),
  sections: list(() => model('Malifaux1eTerrainSection', 'A Solidity section of a destructible piece', { solidity: 'int', damage: 'int', destroyed: 'boolean' })),
});

export const SpellProfile1e = model('Malifaux1eSpell', '§11: a spell’s profile: AP, casting TN and suits, resist stat, range', {
  name: 'string',
  ap: 'int',
  tn: 'int',
  suits: list('Suit'),
  rst: nullable('string'),
  range: { kind: 'string', description: 'MELEE, RANGED, AURA, PULSE or SELF' },
  // Rg is inches or 'C' (the caster): a number or a string, which no one GraphQL scalar holds.
  rg: { kind: 'json', description: 'Inches, or "C" for the caster', openApi: { oneOf: [{ type: 'number' }, { type: 'string', enum: ['C'] }] } },
  extraConditions: optional(list('string')),
  limit: optional('int'),
  moraleDuel: optional('boolean'),
});
export const SpellTarget1e = model('Malifaux1eSpellTarget', 'A model a spell affects, with the declared facts (§16.2)', { modelId: 'string', inLoS: 'boolean', distance: 'float', friendly: 'boolean' });

const moraleProfile = {
  id: 'string',
  seat: 'string',
  wp: 'int',
  wk: 'int',
  living: 'boolean',
  immuneToMorale: 'boolean',
  immuneToTerrifying: optional('boolean'),
  terrifying: nullable('int'),
  meleeZones: optional(list('float')),
  flies: 'boolean',
} as const;
export const MoraleProfile1e = model('Malifaux1eMoraleProfile', '§12: what morale needs of a model: Wp, Wk, living, immunities, Terrifying #', moraleProfile);
export const MoraleModel1e = model('Malifaux1eMoraleModel', '§12: a model’s morale: its profile, fleeing, rallying and the Terrifying sources it beat', {
  ...moraleProfile,
  fleeing: 'boolean',
  rallying: 'boolean',
  passedTerrifying: list('string'),
  removed: 'boolean',
});
export const PendingMoraleDuel1e = model('Malifaux1eMoraleDuel', '§12: a morale duel to take: model, source, TN', { duelId: 'string', modelId: 'string', sourceId: nullable('string'), tn: 'int', terrifying: 'boolean' });

export const CrewModel1e = model('Malifaux1eCrewModel', '§14.5: a hired model: station, factions, cost and the hiring facts', {
  id: 'string',
  name: 'string',
  character: optional('string'),
  station: 'string',
  factions: list('string'),
  cost: 'int',
  mercenary: optional('boolean'),
  totem: optional('boolean'),
  totemOf: optional('string'),
  unique: optional('boolean'),
  rare: optional('int'),
  cache: optional('int'),
  henchmanNumber: optional('int'),
  specialForces: optional('string'),
  allowedBy: optional('string'),
});
export const CrewList1e = model('Malifaux1eCrewList', '§14.5: a crew list: faction, leaders, models', { faction: 'string', leaders: list('string'), models: list(() => CrewModel1e) });
export const Hiring1e = model('Malifaux1eHiring', 'What hiring left: budget, spent, unspent, caches (PO-1), the pool cap (PO-2)', {
  budget: 'int',
  spent: 'int',
  unspent: 'int',
  caches: 'int',
  henchmanLed: 'boolean',
  henchmanCap: nullable('int'),
  masters: 'int',
});
export const ChosenScheme1e = model('Malifaux1eChosenScheme', 'SC-4: a chosen scheme, what it selects, whether announced', { id: 'string', selects: list('string'), announced: 'boolean' });
export const Strategy1e = model('Malifaux1eStrategy', '§14.7: a strategy held, shared or not', { id: 'string', shared: 'boolean' });
export const EndFlip1e = model('Malifaux1eEndFlip', 'GL-1: an end-of-game flip', { turn: 'int', seat: 'Seat', card: nullable('string'), threshold: 'int', continues: 'boolean' });
export const VpLine1e = model('Malifaux1eVpLine', 'GL-2: a VP line: strategy or scheme, and its VP', { source: { kind: 'string', description: 'STRATEGY or SCHEME' }, id: 'string', vp: 'int' });
export const PendingChoice1e = {
  what: { kind: 'string', description: 'INDOOR_OUTDOOR, LOCATION, SPECIAL, DEPLOYMENT, EXTENDED_KIND or STRATEGY' },
  seat: 'Seat',
  forSeat: optional('Seat'),
  where: optional('string', { description: 'OUTDOOR or INDOOR' }),
  flipper: optional('Seat'),
} as const;

// The §20.2 policies and the organiser-supplied strategy and scheme texts (setup events and the encounter slice).
export const EncounterPolicy1e = model('Malifaux1eEncounterPolicy', '§20.2: the encounter policies of this game', {
  capAfterSchemeBonus: 'boolean',
  rareDoublingRequiresTwoMasters: 'boolean',
  generalJokerChoiceFromAll: 'boolean',
  specialSameResult: { kind: 'string', description: 'SAME_BAND or SAME_VALUE' },
  henchmanSpecialForcesOneGroup: 'boolean',
  allowStrategyReflip: 'boolean',
  storyEncountersAllowed: 'boolean',
});
export const MagicPolicy1e = model('Malifaux1eMagicPolicy', '§20.2 #16, #30: the magic policies', { noResistCombatTotal: { kind: 'string', description: 'NONE or ZERO' }, summonedMustActivate: 'boolean' });
export const TerrainPolicy1e = model('Malifaux1eTerrainPolicy', '§13: the terrain policies', { destroyWhen: { kind: 'string', description: 'EXCEEDS or EQUALS_OR_EXCEEDS' }, damageAccumulates: 'boolean', partialPortionIsSection: 'boolean' });
export const VpAward1e = model('Malifaux1eVpAward', 'SC-2: VP for a list of conditions that must all be met (announcedOnly: SC-5’s extra VP for an announced scheme)', {
  vp: 'int',
  conditions: list('string'),
  announcedOnly: optional('boolean'),
});
export const StrategyDefinition1e = model('Malifaux1eStrategyDefinition', '§14: a strategy whose text the organiser supplied, its VP as data', {
  id: 'string',
  awards: list(() => VpAward1e),
  sharedAwards: optional(list(() => VpAward1e), { description: 'SC-2: the VP of the shared version' }),
});
export const SchemeDefinition1e = model('Malifaux1eSchemeDefinition', 'SC-2: a scheme as data', {
  id: 'string',
  fr: 'string',
  en: 'string',
  type: 'string',
  faction: optional('string'),
  master: optional('string'),
  selects: 'int',
  announce: { kind: 'string', description: 'MAY, MUST or NEVER' },
  awards: optional(list(() => VpAward1e), { description: 'Its VP as data; absent: the text is missing and its VP are declared' }),
});
export const PendingChoiceModel1e = model('Malifaux1ePendingChoice', 'A Joker flipped in setup: the seat that chooses, and what', PendingChoice1e);

// The state (src/rules/malifaux-1e/view.ts EncounterView1e)

export const StandardDeck1e = model('Malifaux1eStandardDeck', 'FD-2: which Malifaux suit each suit of a standard 54-card deck stands for', { HEARTS: 'Suit', SPADES: 'Suit', DIAMONDS: 'Suit', CLUBS: 'Suit' });
export const Turn1e = model('Malifaux1eTurn', 'The turn (§7): phase, who drew, the initiative flip, the activation order and the activation in progress', {
  number: 'int',
  phase: { kind: 'string', description: 'SETUP, DRAW, ACTIVATION or CLOSING' },
  drawn: list('Seat'),
  initiative: nullable(() =>
    model('Malifaux1eInitiative', '§7.3: the initiative flip in progress; `window`: seats still to answer the reflip, in order', { cards: () => SeatCards1e, window: list('Seat') }),
  ),
  activationOrder: nullable(list('Seat')),
  due: nullable('Seat'),
  activated: optional(list('string'), { description: 'TI-5 (MODEL_ACTIVATION_ORDER): the models activated this turn, in order' }),
  activation: nullable(() =>
    model('Malifaux1eActivation', '§8.1: the activation in progress: AP left, actions taken', {
      modelId: 'string',
      seat: 'Seat',
      ap: 'int',
      meleeAp: optional('int'),
      actionsTaken: 'int',
      zeroUsed: 'boolean',
      allTaken: optional('boolean'),
      grantUsed: optional('string'),
      lastActionId: optional('string'),
    }),
  ),
  immediate: optional(nullable(() => model('Malifaux1eImmediateActivation', 'A model activating at once, and whose turn resumes after', { modelId: 'string', resumeWith: nullable('Seat') }))),
  disengage: optional(
    nullable(() => model('Malifaux1eDisengage', 'A walk out of engagement waiting for its strikes (DE-1)', { actionId: 'string', modelId: 'string', strikers: list('string'), striking: nullable('string') })),
  ),
});
export const DuelState1e = model('Malifaux1eDuel', 'The duel or damage flip in progress or last resolved (public): IDLE, DUELING, DUEL_RESOLVED, FLIPPING or FLIP_RESOLVED, with what that status carries', {
  status: 'string',
  duel: optional(nullable(() => DuelRecord1e)),
  outcome: optional(nullable(() => DuelOutcome1e)),
  damageTaken: optional('boolean'),
  flip: optional(() => DamageFlip1e),
  result: optional(() => DamageResult1e),
});
export const Precedent1e = model('Malifaux1ePrecedent', 'GEN-7: a rule dispute settled by a flip; its ruling holds for the rest of the game', { disputeId: 'string', topic: 'string', winner: 'Seat', ruling: 'string' });
const resist = model('Malifaux1eResist', 'A resist duel’s result (§11.3)', { final: 'int', resisted: 'boolean', combatTotal: nullable('int') });
export const Magic1e = model('Malifaux1eMagic', '§11: the spell being cast, casts per spell, Drain Souls uses, transformed and summoned models', {
  current: nullable(() =>
    model('Malifaux1eCasting', '§11.2: a spell being cast: its profile, targets, casting total and resists', {
      castingId: 'string',
      casterId: 'string',
      spell: () => SpellProfile1e,
      channel: 'boolean',
      affected: list(() => SpellTarget1e),
      status: { kind: 'string', description: 'CASTING, RESISTING or DONE' },
      casting: nullable(() => DuelTotal),
      resists: map(() => resist, { description: 'By model id' }),
    }),
  ),
  casts: map('int', { description: 'Successful casts by `casterId:spell`' }),
  drainSoulsUses: map('int', { description: 'Drain Souls uses by seat (W23)' }),
  transformed: map(() => model('Malifaux1eTransformation', 'TF-2: a transformed model: its original, what it became, the spells it keeps', { original: 'string', into: 'string', spells: list('string'), wounds: 'int' }), {
    description: 'By model id',
  }),
  summoned: list('string'),
});
export const Morale1e = model('Malifaux1eMorale', '§12: morale profiles, fleeing and rallying models, pending morale duels', {
  models: map(() => MoraleModel1e, { description: 'By model id' }),
  pending: list(() => PendingMoraleDuel1e),
  mustFlee: list('string'),
});
export const Terrain1e = model('Malifaux1eTerrain', '§13: terrain pieces with traits and Solidity sections', { pieces: list(() => TerrainPiece1e), noCounters: optional(list('string')), agreed: 'boolean' });

export const SeatFactions1e = bySeat1e('Malifaux1eSeatFactions', 'The faction each seat chose', 'string');
export const SeatStrategies1e = bySeat1e('Malifaux1eSeatStrategies', 'The strategy each seat holds', () => Strategy1e);
export const SeatCrewViews1e = bySeat1e(
  'Malifaux1eSeatCrewViews',
  'Each seat’s crew as the caller may see it: its list and hiring, or hidden until PO-3',
  () =>
    model('Malifaux1eCrewView', 'A crew: its list and hiring, or `hidden` (the list and hiring absent) until the crews are revealed (PO-3)', {
      list: optional(() => CrewList1e),
      hiring: optional(() => Hiring1e),
      hidden: optional('boolean'),
    }),
);
export const SeatVp1e = bySeat1e('Malifaux1eSeatVp', 'GL-2: each seat’s VP lines, raw and capped totals', () =>
  model('Malifaux1eVp', 'GL-2: VP lines, raw and capped', { lines: list(() => VpLine1e), raw: 'int', capped: 'int' }),
);

export { DuelTotal };
