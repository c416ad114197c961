// The typed data of Mage Wars' events for both contracts (src/common/contract/event-model.ts), as the redaction of
// src/rules/mage-wars/view.ts leaves it (§17.1): what it withholds from another seat until the end is nullable (the
// spells a seat planned, a face-down enchantment's or curse's card, a spell bound face down, the seed), what only its
// redacted form adds is optional (a withheld book's or plan's count). Every event type of the ruleset is listed: a new
// one does not compile until it is described. The data models are named MageWars…Data (one GraphQL name space with
// the other rulesets); EncounterCreated and EncounterEnded, which every ruleset logs, resolve to
// these models in a Mage Wars encounter (src/encounters/models/event-data.union.ts: by the ruleset that logged them).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { list, model, nullable, optional, type EventModel, type ModelSpec } from '../common/contract/event-model';
import { mapEntries } from '../common/contract/map-entries';
import { MwAttackBarModel, MwCardDefinitionModel } from '../encounters/models/mage-wars-card.model';
import {
  MwArenaModel,
  MwCardInstanceModel,
  MwConditionModel,
  MwDieFaceModel,
  MwOptionsModel,
  MwResultModel,
  MwTargetModel,
  MwZoneModel,
} from '../encounters/models/mage-wars-state.model';
import type { EncounterEvent } from '../rules/mage-wars/events';

type EventType = EncounterEvent['type'];

const event = (type: EventType, description: string, spec: ModelSpec): EventModel => ({ type, data: model(`MageWars${type}Data`, description, spec) });
const kinds = (...values: string[]) => ({ kind: 'string' as const, description: values.join(', ') });
const zone = () => MwZoneModel;
const card = () => MwCardInstanceModel;
const target = () => MwTargetModel;
const seatOnly = { seat: 'Seat' } as const;
const nullableOpt = { nullable: true } as const;

@ObjectType('MageWarsSeatRoll', { description: 'A seat’s d12 in an initiative roll-off (GraphQL entry of a round of InitiativeDetermined.rollOff)' })
class MageWarsSeatRoll {
  @Field() seat!: string;
  @Field(() => Int) roll!: number;
}

@ObjectType('MageWarsInitiativeDeterminedData', { description: 'SU-5 / RD-1: the initiative; round 1 by a d12 roll-off, ties re-rolled (G1)' })
class MageWarsInitiativeDeterminedData {
  @Field(() => Int) @ApiProperty() round!: number;
  @Field() @ApiProperty() initiative!: string;
  @Field(() => [[MageWarsSeatRoll]], { description: 'Each roll-off round: every seat’s d12', middleware: [mapEntries('seat', 'roll')] })
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: { type: 'integer' } }, description: 'Each roll-off round: the d12 by seat' })
  rollOff!: Record<string, number>[];
}

@ObjectType('MageWarsPrivateCards', { description: '§17.1: the card ids only a seat’s secret book defines (GraphQL entry of EncounterCreated.privateCards)' })
class MageWarsPrivateCards {
  @Field() seat!: string;
  @Field(() => [String]) cardIds!: string[];
}

@ObjectType('MageWarsCreatedSeat', { description: 'A seat as created; another seat’s spellbook is withheld (null, with its count) until the end' })
class MageWarsCreatedSeat {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => String, nullableOpt) @ApiProperty({ type: String, nullable: true, enum: ['Beastmaster', 'Priestess', 'Warlock', 'Wizard'] }) mageClass!: string | null;
  @Field(() => MwCardDefinitionModel) @ApiProperty({ type: MwCardDefinitionModel, description: 'The Mage card' }) mage!: unknown;
  @Field(() => MwZoneModel) @ApiProperty({ type: MwZoneModel }) zone!: unknown;
  @Field(() => [MwCardInstanceModel], nullableOpt) @ApiProperty({ type: [MwCardInstanceModel], nullable: true, description: 'null (withheld) for another seat until the end' }) spellbook!: unknown[] | null;
  @Field(() => Int, nullableOpt) @ApiProperty({ type: Number, required: false, description: 'The size of a withheld spellbook' }) spellbookCount?: number;
  @Field(() => String, nullableOpt) @ApiProperty({ type: String, required: false, description: 'Full mode: the Wizard’s element (SB-2)' }) element?: string;
  @Field(() => Int, nullableOpt) @ApiProperty({ type: Number, required: false, description: 'SB-1: the points the book cost (withheld from another seat)' }) spellbookPoints?: number;
  @Field(() => String, nullableOpt) @ApiProperty({ type: String, required: false, description: 'MP-3' }) team?: string;
}

@ObjectType('MageWarsEncounterCreatedData', { description: 'A Mage Wars encounter created; the seed and another seat’s book are withheld until the end' })
class MageWarsEncounterCreatedData {
  @Field() @ApiProperty() encounterId!: string;
  @Field() @ApiProperty({ enum: ['mage-wars'] }) ruleset!: string;
  @Field() @ApiProperty({ enum: ['apprentice', 'full', 'double'] }) mode!: string;
  @Field(() => MwArenaModel) @ApiProperty({ type: MwArenaModel }) arena!: unknown;
  @Field(() => [MageWarsCreatedSeat]) @ApiProperty({ type: [MageWarsCreatedSeat] }) seats!: unknown[];
  @Field(() => [MwCardDefinitionModel], { description: 'The definitions this caller may see (§17.1)' }) @ApiProperty({ type: [MwCardDefinitionModel], description: 'The definitions this caller may see (§17.1)' }) cards!: unknown[];
  @Field(() => [MageWarsPrivateCards], { nullable: true, description: 'Shown only once everything is (the end, the auditor)', middleware: [mapEntries('seat', 'cardIds')] })
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Card ids by seat; shown only once everything is (the end, the auditor)' })
  privateCards?: Record<string, string[]>;
  @Field(() => String, nullableOpt) @ApiProperty({ type: String, nullable: true, description: 'null until the encounter ends' }) seed!: string | null;
  @Field() @ApiProperty() seedCommitment!: string;
  @Field(() => MwOptionsModel) @ApiProperty({ type: MwOptionsModel }) options!: unknown;
  @Field() @ApiProperty() createdAt!: string;
}

const RollOutcome = model('MageWarsRollOutcome', 'What the dice showed: attack dice faces or d12 values', {
  die: kinds('attack', 'd12'),
  faces: optional(list(() => MwDieFaceModel), { description: 'attack dice' }),
  values: optional(list('int'), { description: 'd12s' }),
});
const ManaGain = model('MageWarsManaGain', 'RD-4: mana channeled by an object (a Mage to its supply: seat set)', { objectId: 'string', seat: nullable('Seat'), amount: 'int' });
const PlannedAssignment = model('MageWarsPlannedAssignment', 'RD-12: a spell assigned to a familiar or spawnpoint; the spell withheld from another seat', {
  objectId: 'string',
  instanceId: nullable('string', { description: 'null (withheld) for another seat until the end' }),
});
const SpellExtend = model('MageWarsSpellExtend', 'ST-32: a second wall on a border continuing the first', { instanceId: 'string', a: zone, b: zone });
const SpellChoices = model('MageWarsSpellChoices', 'SP-3: the choices made when casting', {
  to: optional(zone),
  direction: optional(kinds('N', 'E', 'S', 'W')),
  slot: optional('string'),
  bind: optional('string', { description: 'EQ-8: the spell bound with Spellbind' }),
  extend: optional(() => SpellExtend),
  remove: optional(list('string'), { description: 'MG-PR-2: the condition markers removed' }),
  bond: optional('boolean'),
});
const zoneMove = { objectId: 'string', from: zone, to: zone } as const;
const withheldCard = { description: 'null (withheld) for another seat while the card is face down' } as const;

/** Every Mage Wars event type and its data as the caller may see it. */
export const MAGE_WARS_EVENT_MODELS: Readonly<Record<EventType, EventModel>> = {
  EncounterCreated: { type: 'EncounterCreated', data: MageWarsEncounterCreatedData },
  // The core event of open seats: one model in every ruleset (built once by name).
  SeatJoined: { type: 'SeatJoined', data: model('SeatJoinedData', 'An open seat taken by a player', { seat: 'Seat', name: 'string', joinedAt: 'string' }) },
  DiceRolled: event('DiceRolled', 'Every random draw: the nonce it used and what the dice showed (§17.4)', {
    nonce: 'int',
    purpose: 'string',
    count: 'int',
    outcome: () => RollOutcome,
    subject: nullable('string'),
  }),
  InitiativeDetermined: { type: 'InitiativeDetermined', data: MageWarsInitiativeDeterminedData },
  RoundBegun: event('RoundBegun', 'RD-3: a round began; every action, quickcast and ready marker is ready', { round: 'int', initiative: 'Seat' }),
  ManaChanneled: event('ManaChanneled', 'RD-4: mana channeled', { gains: list(() => ManaGain) }),
  PhaseBegun: event('PhaseBegun', 'A phase of the round began', { phase: kinds('upkeep', 'planning', 'deployment', 'firstQuickcast', 'actions', 'finalQuickcast'), queue: list('Seat'), turn: 'Seat' }),
  UpkeepPaid: event('UpkeepPaid', 'RD-5..RD-8: upkeep paid', { seat: 'Seat', paid: list('string'), amount: 'int', burnBeforeRegenerate: 'boolean' }),
  SpellsPlanned: event('SpellsPlanned', 'RD-9: spells planned in secret; another seat sees how many, not which', {
    seat: 'Seat',
    instanceIds: nullable(list('string'), { description: 'null (withheld) for another seat until the end' }),
    count: optional('int', { description: 'How many, when they are withheld' }),
    assigned: optional(list(() => PlannedAssignment), { description: 'RD-12: the assignments to familiars and spawnpoints' }),
  }),
  DeploymentPassed: event('DeploymentPassed', 'A seat passed its deployment', seatOnly),
  QuickcastPassed: event('QuickcastPassed', 'A seat passed its quickcast', seatOnly),
  ActionPhasePassed: event('ActionPhasePassed', 'RD-16: a seat passed instead of activating', seatOnly),
  CreatureActivated: event('CreatureActivated', 'A creature’s action phase began', { objectId: 'string', seat: 'Seat', seq: 'int', startedHindered: 'boolean' }),
  CreatureMoved: event('CreatureMoved', 'AC-10: a creature moved one zone', { ...zoneMove, stopped: 'boolean' }),
  CreaturePushed: event('CreaturePushed', '§11.3: a creature pushed', zoneMove),
  CreatureTeleported: event('CreatureTeleported', 'A creature teleported', zoneMove),
  GuardPlaced: event('GuardPlaced', 'AC-16: a guard marker placed', { objectId: 'string' }),
  GuardRemoved: event('GuardRemoved', 'A guard marker removed', { objectId: 'string' }),
  ActionUsed: event('ActionUsed', 'A creature’s quick or full action used', { objectId: 'string', action: kinds('quick', 'full') }),
  ActionPhaseEnded: event('ActionPhaseEnded', 'A creature’s action phase ended', { objectId: 'string', seat: 'Seat' }),
  ManaSpent: event('ManaSpent', 'Mana spent from a supply or an object', { seat: 'Seat', amount: 'int', fromObject: nullable('string'), reason: 'string' }),
  DamageDealt: event('DamageDealt', 'Damage dealt', { objectId: 'string', amount: 'int', direct: 'boolean', source: 'string' }),
  DamageHealed: event('DamageHealed', 'Damage healed', { objectId: 'string', amount: 'int' }),
  BondFormed: event('BondFormed', 'MG-BM-2 / MG-WL-2: a Mage’s marker on a creature that entered', { mageId: 'string', objectId: 'string', marker: 'string', pay: kinds('mana', 'life'), amount: 'int' }),
  BondRewardUsed: event('BondRewardUsed', 'MG-WL-2: the once-a-round heal of the bonded creature’s Mage used', { objectId: 'string', mageId: 'string', round: 'int' }),
  CurseReturned: event('CurseReturned', 'MG-WL-1: a curse went back to its controller’s spellbook; a hidden one unseen by another seat', {
    enchantmentId: 'string',
    seat: 'Seat',
    mageId: 'string',
    instanceId: nullable('string', withheldCard),
    cardId: nullable('string', withheldCard),
    round: 'int',
    hidden: 'boolean',
  }),
  MageRewarded: event('MageRewarded', 'MG-PR-1: the Mage gained Life from its once-a-round reward', { mageId: 'string', life: 'int', round: 'int', cardId: 'string' }),
  WardActivated: event('WardActivated', 'MG-WZ-1: a Mage’s ward activated in Upkeep', { objectId: 'string', marker: 'string', cost: 'int' }),
  ManaDrained: event('ManaDrained', '§15 Mana Drain / Mana Transfer', { attackerId: 'string', fromSeat: 'Seat', toSeat: nullable('Seat'), amount: 'int' }),
  RageGained: event('RageGained', '§15 Rage +X: one more rage token', { objectId: 'string', rage: 'int' }),
  WardSpent: event('WardSpent', 'MG-WZ-1: a ward absorbed damage', { objectId: 'string', marker: 'string', absorbed: 'int', source: 'string' }),
  WardExpired: event('WardExpired', 'MG-WZ-1: a ward went off at the end of the round', { objectId: 'string', marker: 'string' }),
  ConditionsAdded: event('ConditionsAdded', '§11.1: condition markers placed', { objectId: 'string', marker: () => MwConditionModel, count: 'int' }),
  ConditionsRemoved: event('ConditionsRemoved', 'Condition markers removed', { objectId: 'string', condition: 'string', count: 'int', reason: 'string' }),
  ObjectDestroyed: event('ObjectDestroyed', 'An object destroyed', { objectId: 'string', reason: 'string' }),
  SpellCast: event('SpellCast', 'SP-3: a spell declared and paid; an enchantment is cast face down (EN-1), its card withheld from another seat', {
    castId: 'string',
    seat: 'Seat',
    casterId: 'string',
    instanceId: nullable('string', withheldCard),
    cardId: nullable('string', withheldCard),
    target,
    cost: 'int',
    quickcast: 'boolean',
    boundTo: optional(nullable('string'), { description: 'EQ-9: the equipment whose bound spell this is' }),
    innate: optional('boolean', { description: 'MG-PR-2 / MG-WZ-2: an innate spell' }),
    asQuick: optional('boolean', { description: 'MG-BM-1: a creature cast as a quick spell' }),
    choices: () => SpellChoices,
  }),
  SpellCounterWindow: event('SpellCounterWindow', 'SP-4: a spell waits while a seat decides on a counter enchantment', { castId: 'string', seat: 'Seat', enchantmentId: 'string' }),
  SpellCountered: event('SpellCountered', 'A spell countered', { castId: 'string', reason: 'string' }),
  SpellResolved: event('SpellResolved', 'A spell resolved', { castId: 'string' }),
  ObjectEntered: event('ObjectEntered', 'A creature, conjuration or wall entered the arena', {
    objectId: 'string',
    cardId: 'string',
    instanceId: 'string',
    kind: kinds('creature', 'conjuration', 'wall'),
    owner: 'Seat',
    zone: nullable(zone),
    border: nullable(list(zone), { description: 'ST-30: a wall’s two zones' }),
    attachedTo: nullable('string'),
  }),
  EnchantmentAttached: event('EnchantmentAttached', 'EN-1: an enchantment attached face down; its card withheld from another seat', {
    enchantmentId: 'string',
    instanceId: nullable('string', withheldCard),
    cardId: nullable('string', withheldCard),
    seat: 'Seat',
    target,
  }),
  EnchantmentRevealed: event('EnchantmentRevealed', 'EN-8: an enchantment revealed', { enchantmentId: 'string', cardId: 'string', paid: 'int' }),
  EnchantmentDestroyed: event('EnchantmentDestroyed', 'An enchantment destroyed (it goes to the public discard pile)', { enchantmentId: 'string', cardId: 'string', reason: 'string' }),
  EquipmentAttached: event('EquipmentAttached', 'EQ-3: equipment attached; a spell bound to it (EQ-8) withheld from another seat until cast', {
    mageId: 'string',
    instanceId: 'string',
    cardId: 'string',
    slots: list('string'),
    returned: list('string'),
    bound: optional(nullable(card), { description: 'null (withheld) for another seat while face down' }),
    seat: optional('Seat'),
    boundHidden: optional('boolean', { description: 'A spell is bound, face down' }),
  }),
  SpellDiscarded: event('SpellDiscarded', 'SP-6: a spell to the discard pile', { seat: 'Seat', instanceId: 'string', cardId: 'string' }),
  AttackDeclared: event('AttackDeclared', '§10.2: an attack declared', {
    attackId: 'string',
    attackerId: 'string',
    bar: () => MwAttackBarModel,
    kind: kinds('melee', 'ranged', 'barrier', 'special'),
    targets: list('string'),
    strikes: 'int',
    isCounterstrike: 'boolean',
    spellCastId: nullable('string'),
    endsActionPhase: 'boolean',
  }),
  AttackAwaiting: event('AttackAwaiting', 'An attack waits for a seat’s defense or counterstrike', { attackId: 'string', stage: kinds('avoid', 'counterstrike'), seat: 'Seat', targetId: 'string' }),
  DefenseUsed: event('DefenseUsed', 'DF-1: a defense rolled', { objectId: 'string', key: 'string', roll: 'int', needed: 'int', avoided: 'boolean' }),
  StrikeResolved: event('StrikeResolved', 'One strike against one defender (steps 2-4)', {
    attackId: 'string',
    targetId: 'string',
    strike: 'int',
    outcome: kinds('hit', 'missed', 'avoided', 'immune'),
    diceCount: 'int',
    effectRoll: nullable('int'),
    damage: 'int',
  }),
  DazeChecked: event('DazeChecked', 'CB-10: the d12 of a Dazed attacker', { attackId: 'string', roll: 'int', proceeds: 'boolean' }),
  TargetCompleted: event('TargetCompleted', 'Steps 5-7 over for a defender (CB-52)', { attackId: 'string', targetId: 'string' }),
  CounterstrikeDecided: event('CounterstrikeDecided', 'CB-31: a counterstrike taken or not', { attackId: 'string', objectId: 'string', counterstrike: 'boolean' }),
  AttackEnded: event('AttackEnded', 'An attack ended', { attackId: 'string' }),
  TrapTriggered: event('TrapTriggered', 'EN-23: an enemy entered a zone holding hidden traps', { objectId: 'string', seat: 'Seat', enchantmentIds: list('string'), resumeMove: 'boolean' }),
  TrapAnswered: event('TrapAnswered', 'EN-19: a sprung trap answered', { enchantmentId: 'string' }),
  TrapsResolved: event('TrapsResolved', 'Every sprung trap answered', { objectId: 'string' }),
  EncounterEnded: {
    type: 'EncounterEnded',
    data: model('MageWarsEncounterEndedData', 'A Mage Wars encounter ended (§16); the seed is revealed', { result: () => MwResultModel, seed: 'string', endedAt: 'string' }),
  },
};

/** The registered models. */
export const mageWarsEventModels = (): readonly EventModel[] => Object.values(MAGE_WARS_EVENT_MODELS);
