// mage-wars §5.4 Upkeep, §5.5 Planning, §5.6 Deployment and §5.8 quickcast passing (rules/mage-wars.md; seed 546-590,
// 648): every refusal of planning.ts with its rule, section and message, the boundaries they guard (mana equal to the
// upkeep, exactly two spells), and which objects are casters (ST-18 / ST-29).
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { isCaster } from './planning';
import { CARDS, book, createCommand, enter, finishRound, play, seat, stateOf, toActions } from './testing/fixtures';
import { refusalAfter } from './testing/refusal';

const z = (row: number, col: number): Zone => ({ row, col });
const conjured = (objectId: string, cardId: string, owner: SeatId): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-card`, kind: 'conjuration', owner, zone: z(1, 0), border: null, attachedTo: null },
});
const plan = (s: SeatId, instanceIds: string[], assign?: { objectId: string; instanceId: string }[]): EncounterCommand => ({
  type: 'PlanSpells', actor: seat(s), data: { seat: s, instanceIds, ...(assign ? { assign } : {}) },
});
const pay = (s: SeatId, ids: string[]): EncounterCommand => ({ type: 'PayUpkeep', actor: seat(s), data: { seat: s, pay: ids } });
const spend = (s: SeatId, amount: number): EncounterEvent => ({ type: 'ManaSpent', data: { seat: s, amount, fromObject: null, reason: 'test' } });

const hungry = { ...CARDS.timberWolf, id: 'hungry-wolf', upkeep: 2 };
const cmd = createCommand({
  players: [{ name: 'a', mageClass: 'Beastmaster', spellbook: book(CARDS.timberWolf, CARDS.imp, CARDS.minorHeal) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }],
  cards: [...Object.values(CARDS), hungry],
});
const created = play([cmd]);
// Round 2 planning with A's Lair (spawnpoint), Huginn (familiar), a Timber Wolf, a destroyed familiar and B's familiar.
const casters = finishRound([
  ...created, conjured('lair', 'lair', 'A'), ...enter('huginn', 'huginn', 'A', z(0, 0), false), ...enter('wolf', 'timber-wolf', 'A', z(0, 0), false),
  ...enter('dead', 'huginn', 'A', z(0, 0), false), { type: 'ObjectDestroyed', data: { objectId: 'dead', reason: 'test' } } as EncounterEvent,
  ...enter('theirs', 'huginn', 'B', z(2, 1), false),
]);
// Round 2 upkeep: A keeps or loses its hungry wolf (upkeep 2).
const upkeep = finishRound(toActions(cmd, [[], []], enter('hw', 'hungry-wolf', 'A', z(0, 0))));
const manaAtUpkeep = stateOf(upkeep).seats.A!.mana;

describe('mage-wars §5.4 PayUpkeep refusals', () => {
  it.each<[string, EncounterEvent[], EncounterCommand, string]>([
    ['outside the Upkeep Phase', created, pay('A', []), 'no upkeep decision is due from this seat'],
    ['from a seat with nothing to pay', upkeep, pay('B', []), 'no upkeep decision is due from this seat'],
    ['for an object without upkeep', upkeep, pay('A', ['mage-A']), 'mage-A has no upkeep to pay'],
    ['beyond the mana left', [...upkeep, spend('A', manaAtUpkeep - 1)], pay('A', ['hw']), 'the upkeep costs 2 mana; choose what to keep'],
  ])('mage-wars/RD-6 refuses paying %s', (_case, log, command, message) => {
    expect(refusalAfter(log, command)).toEqual({ ruleId: 'mage-wars/RD-6', section: '§5.4', message });
  });

  it('mage-wars/RD-6 mana equal to the upkeep is enough; paying nothing spends nothing and loses the object', () => {
    const before = [...upkeep, spend('A', manaAtUpkeep - 2)];
    const exact = play([pay('A', ['hw'])], before);
    expect(exact.slice(before.length).filter((e) => e.type === 'ManaSpent')).toEqual([{ type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason: 'upkeep' } }]);
    expect(stateOf(exact).seats.A!.mana).toBe(0);
    const dropped = play([pay('A', [])], upkeep).slice(upkeep.length);
    expect(dropped.some((e) => e.type === 'ManaSpent')).toBe(false);
    expect(dropped.find((e) => e.type === 'ObjectDestroyed')).toEqual({ type: 'ObjectDestroyed', data: { objectId: 'hw', reason: 'upkeep not paid (RD-6)' } });
    expect(dropped.find((e) => e.type === 'UpkeepPaid')).toEqual({ type: 'UpkeepPaid', data: { seat: 'A', paid: [], amount: 0, burnBeforeRegenerate: false } });
  });
});

describe('mage-wars §5.5 PlanSpells refusals', () => {
  const planned = play([plan('A', [])], created);
  it.each<[string, EncounterEvent[], EncounterCommand, string, string]>([
    ['outside the Planning Phase', toActions(cmd), plan('A', []), 'mage-wars/RD-9', 'spells are prepared in the Planning Phase'],
    ['twice in a round', planned, plan('A', []), 'mage-wars/RD-9', 'this seat has already prepared its spells this round'],
    ['three spells', created, plan('A', ['A-1', 'A-2', 'A-3']), 'mage-wars/RD-9', 'prepare at most 2 different spells'],
    ['the same spell twice', created, plan('A', ['A-1', 'A-1']), 'mage-wars/RD-9', 'prepare at most 2 different spells'],
    ['a spell of another book', created, plan('A', ['B-1']), 'mage-wars/RD-9', 'prepare spells from your own spellbook'],
    ['a spell for the Mage', casters, plan('A', [], [{ objectId: 'mage-A', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'mage-A is not a familiar or spawnpoint of yours'],
    ['a spell for a creature that is no familiar', casters, plan('A', [], [{ objectId: 'wolf', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'wolf is not a familiar or spawnpoint of yours'],
    ['a spell for a destroyed familiar', casters, plan('A', [], [{ objectId: 'dead', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'dead is not a familiar or spawnpoint of yours'],
    ['a spell for the opponent’s familiar', casters, plan('A', [], [{ objectId: 'theirs', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'theirs is not a familiar or spawnpoint of yours'],
    ['a spell for an unknown object', casters, plan('A', [], [{ objectId: 'ghost', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'ghost is not a familiar or spawnpoint of yours'],
    ['an assigned spell of another book', casters, plan('A', [], [{ objectId: 'lair', instanceId: 'B-1' }]), 'mage-wars/RD-10', 'assign spells from your own spellbook'],
    ['two spells for one spawnpoint', casters, plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }, { objectId: 'lair', instanceId: 'A-2' }]), 'mage-wars/RD-10', 'at most one spell for each familiar or spawnpoint'],
    ['a spell both prepared and assigned', casters, plan('A', ['A-1'], [{ objectId: 'lair', instanceId: 'A-1' }]), 'mage-wars/RD-10', 'a spell is prepared or assigned once'],
  ])('mage-wars/RD-9 mage-wars/RD-10 refuses planning %s', (_case, log, command, ruleId, message) => {
    expect(refusalAfter(log, command)).toEqual({ ruleId, section: '§5.5', message });
  });

  it('mage-wars/RD-9 exactly two different spells are accepted; no assignment writes no `assigned`', () => {
    const events = play([plan('A', ['A-1', 'A-2'])], created).slice(created.length);
    expect(events[0]).toEqual({ type: 'SpellsPlanned', data: { seat: 'A', instanceIds: ['A-1', 'A-2'] } });
    const assigned = play([plan('A', ['A-2'], [{ objectId: 'huginn', instanceId: 'A-1' }])], casters).slice(casters.length);
    expect(assigned[0]).toEqual({ type: 'SpellsPlanned', data: { seat: 'A', instanceIds: ['A-2'], assigned: [{ objectId: 'huginn', instanceId: 'A-1' }] } });
  });

  it('mage-wars/RD-10 a spell assigned last round may be assigned again (it is the seat’s own)', () => {
    const round3 = finishRound(play([plan('A', [], [{ objectId: 'huginn', instanceId: 'A-3' }]), plan('B', [])], casters));
    expect(refusalAfter(round3, plan('A', [], [{ objectId: 'huginn', instanceId: 'A-3' }]))).toBeUndefined();
  });
});

describe('mage-wars ST-18 / ST-29 casters', () => {
  const s = stateOf([...casters, conjured('lair-as-object', 'huginn', 'A'), ...enter('lair-creature', 'lair', 'A', z(0, 0), false)]);
  it.each<[string, boolean]>([
    ['huginn', true], ['lair', true], ['wolf', false], ['mage-A', false], ['lair-as-object', false], ['lair-creature', false],
  ])('mage-wars/RD-10 %s is a caster: %s (a creature Familiar or a conjuration Spawnpoint only)', (id, expected) => {
    expect(isCaster(s, s.objects[id])).toBe(expected);
  });
});

describe('mage-wars §5.6 / §5.8 passing', () => {
  const actions = toActions(cmd);
  const planned = play([plan('A', []), plan('B', [])], created);
  const first = stateOf(planned).round.queue[0];
  const other: SeatId = first === 'A' ? 'B' : 'A';
  const passQ = (s: SeatId): EncounterCommand => ({ type: 'PassQuickcast', actor: seat(s), data: { seat: s } });

  it('mage-wars/RD-13 a Deployment pass outside the Deployment Phase names no seat', () => {
    expect(refusalAfter(actions, { type: 'PassDeployment', actor: seat('A'), data: { seat: 'A' } })).toEqual({
      ruleId: 'mage-wars/RD-13', section: '§5.6', message: 'seat - deploys now (RD-2: initiative order)',
    });
  });

  it('mage-wars/RD-13 a spell on the spawnpoint opens the Deployment Phase; its seat passes, the other seat may not', () => {
    const deploying = play([plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }]), plan('B', [])], casters);
    expect(deploying.slice(-1)[0]).toEqual({ type: 'PhaseBegun', data: { phase: 'deployment', queue: ['A'], turn: stateOf(casters).round.initiative } });
    expect(refusalAfter(deploying, { type: 'PassDeployment', actor: seat('B'), data: { seat: 'B' } })).toEqual({
      ruleId: 'mage-wars/RD-13', section: '§5.6', message: 'seat A deploys now (RD-2: initiative order)',
    });
    const passed = play([{ type: 'PassDeployment', actor: seat('A'), data: { seat: 'A' } }], deploying).slice(deploying.length);
    expect(passed[0]).toEqual({ type: 'DeploymentPassed', data: { seat: 'A' } });
    expect(passed[1]).toMatchObject({ type: 'PhaseBegun', data: { phase: 'firstQuickcast' } });
  });

  it.each<[string, EncounterEvent[], EncounterCommand, string]>([
    ['outside a quickcast phase', actions, passQ('A'), 'no quickcast phase is under way'],
    ['out of turn', planned, passQ(other), `seat ${first} decides first (RD-2: initiative order)`],
  ])('mage-wars/RD-14 refuses a quickcast pass %s', (_case, log, command, message) => {
    expect(refusalAfter(log, command)).toEqual({ ruleId: 'mage-wars/RD-14', section: '§5.8', message });
  });

  it('mage-wars/RD-14 mage-wars/RD-17 the final quickcast phase takes passes too', () => {
    let log = actions;
    for (let i = 0; i < 2; i++) {
      const t = stateOf(log).round.turn;
      log = play([{ type: 'ActivateCreature', actor: seat(t), data: { seat: t, objectId: `mage-${t}` } }, { type: 'EndActionPhase', actor: seat(t), data: { seat: t } }], log);
    }
    const head = stateOf(log).round.queue[0];
    expect(stateOf(log).round.phase).toBe('finalQuickcast');
    expect(play([passQ(head)], log)[log.length]).toEqual({ type: 'QuickcastPassed', data: { seat: head } });
  });
});

describe('mage-wars §5.4 paying part of the upkeep (issue 15: planning.ts survivors)', () => {
  const charm = { ...CARDS.rhinoHide, id: 'costly-charm', upkeep: 1 };
  const twoSeats = createCommand({
    players: [{ name: 'a', mageClass: 'Beastmaster', spellbook: book(CARDS.timberWolf) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }],
    cards: [...Object.values(CARDS), hungry, charm],
  });
  const attach = (enchantmentId: string, cardId: string, s: SeatId, targetId: string): EncounterEvent[] => [
    { type: 'EnchantmentAttached', data: { enchantmentId, instanceId: `${enchantmentId}-card`, cardId, seat: s, target: { kind: 'object', id: targetId } } },
    { type: 'EnchantmentRevealed', data: { enchantmentId, cardId, paid: 0 } },
  ];
  // Round 2 upkeep: A keeps two hungry wolves (2 each) and a revealed costly charm (1) behind a free Rhino Hide; B one hungry wolf.
  const both = finishRound(toActions(twoSeats, [[], []], [
    ...enter('hw', 'hungry-wolf', 'A', z(0, 0)), ...enter('hw2', 'hungry-wolf', 'A', z(0, 0)),
    ...attach('plain', CARDS.rhinoHide.id, 'A', 'mage-A'), ...attach('charm', charm.id, 'A', 'mage-A'),
    ...enter('hb', 'hungry-wolf', 'B', z(2, 1)),
  ]));

  it('mage-wars/RD-6 a seat pays for some of its items: those stay, each unpaid object and enchantment is destroyed (RD-8: the others still decide)', () => {
    expect(stateOf(both).round).toMatchObject({ phase: 'upkeep' });
    expect(stateOf(both).round.queue).toHaveLength(2);
    const events = play([pay('A', ['hw'])], both).slice(both.length);
    expect(events).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason: 'upkeep' } },
      { type: 'ObjectDestroyed', data: { objectId: 'hw2', reason: 'upkeep not paid (RD-6)' } },
      { type: 'EnchantmentDestroyed', data: { enchantmentId: 'charm', cardId: 'costly-charm', reason: 'upkeep not paid (RD-6)' } },
      { type: 'UpkeepPaid', data: { seat: 'A', paid: ['hw'], amount: 2, burnBeforeRegenerate: false } },
    ]);
    const after = stateOf([...both, ...events]);
    expect(after.round).toMatchObject({ phase: 'upkeep', queue: ['B'] });
    expect(after.objects.hw.destroyed).toBe(false);
    expect(after.enchantments.map((e) => e.id)).toEqual(['plain']);
  });

  it('mage-wars/RD-8 the Planning Phase begins only once the last seat has decided its upkeep', () => {
    const first = play([pay('A', ['hw', 'hw2', 'charm'])], both);
    expect(first.slice(both.length).some((e) => e.type === 'PhaseBegun')).toBe(false);
    const last = play([pay('B', ['hb'])], first).slice(first.length);
    const init = stateOf(first).round.initiative;
    const order: SeatId[] = init === 'A' ? ['A', 'B'] : ['B', 'A'];
    expect(last.filter((e) => e.type === 'PhaseBegun')).toEqual([{ type: 'PhaseBegun', data: { phase: 'planning', queue: order, turn: init } }]);
  });

  it('mage-wars/RD-10 an object whose card is not registered is no caster (and does not throw)', () => {
    const s = stateOf(casters);
    expect(isCaster(s, { ...s.objects.huginn, cardId: 'no-such-card' })).toBe(false);
  });

  it('mage-wars/RD-13 the seat at the head of the Planning queue may not pass a Deployment Phase that has not begun', () => {
    const head = stateOf(created).round.queue[0];
    expect(refusalAfter(created, { type: 'PassDeployment', actor: seat(head), data: { seat: head } })).toEqual({
      ruleId: 'mage-wars/RD-13', section: '§5.6', message: `seat ${head} deploys now (RD-2: initiative order)`,
    });
  });
});
