// mage-wars §5.7 action phases and §6 actions (rules/mage-wars.md; seed 612-775, 2004-2014, 2136, 2160, 2202, 2264):
// actions.ts up to the zone-attack range check. What a mutant of activation (RD-15, RD-16, RD-23, RD-25), hindering
// (AC-11 Elusive), walls (AC-4 Climbing, AC-12, AC-13 Passage Attack), traps after a move (EN-23) and the Bloodthirsty
// obligation (GD-8) would change: exact refusals (rule, section, message) and the exact events, on positions built with
// the decider (seed c0ffee: A acts first).
import type { SeatId } from '../core/decider';
import { activateCreature, attackTargets, endOwnActionPhase, moveCreature } from './actions';
import type { Zone } from './arena';
import type { AttackBar, CardDefinition } from './cards/card-definition';
import type { EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { CARDS, createCommand, enter, melee, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, counteredSpell, trapped, z } from './testing/pending';
import { refusalAfter, refusalOf } from './testing/refusal';

// Cards made for these positions: only the trait or attack under test differs from the fixtures.
const elusive: CardDefinition = { ...CARDS.timberWolf, id: 'eel', traits: [{ id: 'Elusive' }] };
const climber: CardDefinition = { ...CARDS.timberWolf, id: 'climber', traits: [{ id: 'Climbing' }] };
const slayer: CardDefinition = { ...CARDS.grizzly, id: 'slayer', subtypes: ['Demon'], traits: [{ id: 'Bloodthirsty', value: 2 }] };
/** A wall that neither blocks nor attacks a crossing: nothing but a move happens. */
const hedge: CardDefinition = { ...CARDS.wallOfThorns, id: 'low-hedge', traits: [], attacks: [] };
/** A wall with an attack bar but no Passage Attack: crossing it is not attacked (AC-13 needs the trait). */
const fence: CardDefinition = { ...CARDS.wallOfThorns, id: 'spiked-fence', traits: [], attacks: [melee('Spikes', 3)] };
/** Passage Attack printed without an attack bar: there is nothing to attack with, the move completes. */
const curtain: CardDefinition = { ...CARDS.wallOfThorns, id: 'fire-curtain', traits: [{ id: 'PassageAttack' }], attacks: [] };
const passage = (id: string, dice: number, condition?: 'Stun' | 'Cripple'): CardDefinition => ({
  ...CARDS.wallOfThorns, id, traits: [{ id: 'PassageAttack' }],
  attacks: [melee('Flames', dice, { effects: condition ? [{ min: 1, max: null, effects: [{ kind: 'condition', condition, count: 1 }] }] : [] })],
});
const fireWall = passage('wall-of-fire', 1);
const stunWall = passage('stun-wall', 1, 'Stun');
const crippleWall = passage('cripple-wall', 1, 'Cripple');
const deathWall = passage('death-wall', 60);
const extra = [elusive, climber, slayer, hedge, fence, curtain, fireWall, stunWall, crippleWall, deathWall];
const cmd = createCommand({ cards: [...Object.values(CARDS), ...extra] });
const scenario = (more: EncounterEvent[] = []): EncounterEvent[] => toActions(cmd, [[], []], more);

const move = (objectId: string, to: Zone, s: SeatId = 'A'): EncounterCommand => ({ type: 'MoveCreature', actor: seat(s), data: { seat: s, objectId, to } });
const end = (s: SeatId): EncounterCommand => ({ type: 'EndActionPhase', actor: seat(s), data: { seat: s } });
const wall = (id: string, cardId: string, a: Zone, b: Zone): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId, instanceId: `${id}-i`, kind: 'wall', owner: 'B', zone: null, border: [a, b], attachedTo: null },
});
const after = (log: readonly EncounterEvent[], commands: EncounterCommand[]): EncounterEvent[] => play(commands, log).slice(log.length);
const types = (events: readonly EncounterEvent[]): string[] => events.map((e) => e.type);
const S5 = '§5.7';
const S6 = '§6';
const RESOLVING = { ruleId: 'mage-wars/EN-12', section: S5, message: 'an attack or a spell is still resolving' };

describe('mage-wars §5.7 EN-12 nothing of the action phase goes on while a spell resolves', () => {
  // counteredSpell: A's Mage (acting) cast a Fireball that waits for B's Nullify; no attack is resolving. The decider
  // answers SP-4 (B must answer first) before these functions run, so they are called directly on that state.
  const s = stateOf(counteredSpell);
  const call = (f: (em: Emitter) => void) => refusalOf(() => f(new Emitter(s)));

  it('mage-wars/EN-12 no activation, no move, no end of the phase while a spell (not an attack) resolves', () => {
    expect(s.attack).toBeNull();
    // The spell check comes first: not "another creature is acting" (RD-15), which is also true here.
    expect(call((em) => activateCreature(em, activate('A', 'mage-A') as Extract<EncounterCommand, { type: 'ActivateCreature' }>))).toEqual(RESOLVING);
    // The acting creature itself may not move on: not the AC-2 "after the action" refusal either.
    expect(call((em) => moveCreature(em, move('mage-A', z(1, 0)) as Extract<EncounterCommand, { type: 'MoveCreature' }>))).toEqual(RESOLVING);
    expect(call((em) => endOwnActionPhase(em, end('A') as Extract<EncounterCommand, { type: 'EndActionPhase' }>))).toEqual(RESOLVING);
  });
});

describe('mage-wars §5.7 activation and passing', () => {
  it('mage-wars/RD-23 activating a guarding creature removes its guard marker; an unguarded one has none to remove', () => {
    const guarding = scenario([...enter('w', CARDS.timberWolf.id, 'A', A0), { type: 'GuardPlaced', data: { objectId: 'w' } }]);
    expect(after(guarding, [activate('A', 'w')])).toEqual([
      { type: 'CreatureActivated', data: { objectId: 'w', seat: 'A', seq: stateOf(guarding).round.activations + 1, startedHindered: false } },
      { type: 'GuardRemoved', data: { objectId: 'w' } },
    ]);
    expect(types(after(scenario(enter('w', CARDS.timberWolf.id, 'A', A0)), [activate('A', 'w')]))).toEqual(['CreatureActivated']);
  });

  it('mage-wars/RD-16 a seat with exactly as many ready creatures as its opponent may not pass', () => {
    // One creature each besides the Mages: equal counts, so no opponent has more.
    const even = scenario([...enter('a', CARDS.timberWolf.id, 'A', A0), ...enter('b', CARDS.timberWolf.id, 'B', z(2, 1))]);
    expect(refusalAfter(even, { type: 'PassActionPhase', actor: seat('A'), data: { seat: 'A' } })).toEqual({
      ruleId: 'mage-wars/RD-16', section: S5, message: 'you may pass only while an opponent has more ready creatures than you',
    });
  });

  it('mage-wars/RD-23 only the seat whose creature acts commands it: B cannot move A’s acting Mage', () => {
    const acting = play([activate('A', 'mage-A')], scenario());
    expect(refusalAfter(acting, move('mage-A', z(1, 0), 'B'))).toEqual({ ruleId: 'mage-wars/RD-23', section: S5, message: 'that creature is not acting now' });
  });
});

describe('mage-wars §6 AC-11 Elusive ignores enemy creatures for hindering', () => {
  it('mage-wars/AC-11 an Elusive creature next to an enemy does not start hindered, and entering an enemy’s zone does not stop it', () => {
    const log = scenario([...enter('eel', 'eel', 'A', A0), ...enter('foe', CARDS.timberWolf.id, 'B', A0), ...enter('foe2', CARDS.timberWolf.id, 'B', z(1, 0))]);
    const activated = after(log, [activate('A', 'eel')]);
    expect(activated).toEqual([{ type: 'CreatureActivated', data: { objectId: 'eel', seat: 'A', seq: stateOf(log).round.activations + 1, startedHindered: false } }]);
    const acting = [...log, ...activated];
    expect(after(acting, [move('eel', z(1, 0))])).toEqual([{ type: 'CreatureMoved', data: { objectId: 'eel', from: A0, to: z(1, 0), stopped: false } }]);
  });
});

describe('mage-wars §6 walls crossed by a move (AC-4, AC-12, AC-13)', () => {
  it('mage-wars/AC-12 a wall that neither blocks nor attacks is crossed even after a move: only a climb needs an unmoved creature', () => {
    const log = play([activate('A', 'mage-A'), move('mage-A', z(1, 0))], scenario([wall('h', 'low-hedge', z(1, 0), z(2, 0))]));
    // The second move is the quick action (AC-3): it arrives and the phase ends; no AC-4 refusal.
    expect(types(after(log, [move('mage-A', z(2, 0))]))).toEqual(['CreatureMoved', 'ActionPhaseEnded']);
  });

  it('mage-wars/AC-4 climbing after a move is refused under AC-4 (a full action), with its section and message', () => {
    const log = play([activate('A', 'goat'), move('goat', z(0, 1))], scenario([...enter('goat', 'climber', 'A', A0), wall('wl', 'wall-of-thorns', z(0, 1), z(1, 1))]));
    expect(refusalAfter(log, move('goat', z(1, 1)))).toEqual({ ruleId: 'mage-wars/AC-4', section: S6, message: 'climbing a wall is a full action: only a creature that has not moved' });
  });

  it('mage-wars/AC-12 a Passage Blocked wall stops a non-climber: the whole refusal', () => {
    const log = play([activate('A', 'mage-A')], scenario([wall('wl', 'wall-of-thorns', A0, z(1, 0))]));
    expect(refusalAfter(log, move('mage-A', z(1, 0)))).toEqual({
      ruleId: 'mage-wars/AC-12', section: S6, message: 'a Passage Blocked wall stops the move (Flying creatures ignore walls; a Climbing creature climbs it as its full action)',
    });
  });

  it('mage-wars/AC-13 only a Passage Attack wall attacks the crossing creature; one without an attack bar lets it pass', () => {
    const acting = (cardId: string) => play([activate('A', 'mage-A')], scenario([wall('wl', cardId, A0, z(1, 0))]));
    const moved: EncounterEvent = { type: 'CreatureMoved', data: { objectId: 'mage-A', from: A0, to: z(1, 0), stopped: false } };
    expect(after(acting('spiked-fence'), [move('mage-A', z(1, 0))])).toEqual([moved]);
    expect(after(acting('fire-curtain'), [move('mage-A', z(1, 0))])).toEqual([moved]);
  });

  it('mage-wars/AC-13 the passage attack is no counterstrike and does not end the phase: the creature arrives and keeps acting', () => {
    const log = play([activate('A', 'mage-A')], scenario([wall('wl', 'wall-of-fire', A0, z(1, 0))]));
    const events = after(log, [move('mage-A', z(1, 0))]);
    expect(events.find((e) => e.type === 'AttackDeclared')?.data).toMatchObject({ attackerId: 'wl', kind: 'special', targets: ['mage-A'], isCounterstrike: false, endsActionPhase: false });
    expect(types(events)).toContain('CreatureMoved');
    expect(types(events)).not.toContain('ActionPhaseEnded');
  });

  it('mage-wars/AC-13 a creature destroyed by the passage attack never arrives; its phase ends', () => {
    const log = play([activate('A', 'w')], scenario([...enter('w', CARDS.timberWolf.id, 'A', A0), wall('wl', 'death-wall', A0, z(1, 0))]));
    const events = after(log, [move('w', z(1, 0))]);
    expect(types(events)).toContain('ObjectDestroyed');
    expect(types(events)).not.toContain('CreatureMoved');
    expect(events[events.length - 1]).toMatchObject({ type: 'ActionPhaseEnded', data: { objectId: 'w', seat: 'A' } });
  });

  it.each<[string, string, string]>([
    ['Stunned (incapacitated)', 'stun-wall', 'Stun'],
    ['Crippled (restrained, not incapacitated)', 'cripple-wall', 'Cripple'],
  ])('mage-wars/AC-13 a creature %s by the passage attack stays where it is', (_case, cardId, condition) => {
    const log = play([activate('A', 'w')], scenario([...enter('w', CARDS.timberWolf.id, 'A', A0), wall('wl', cardId, A0, z(1, 0))]));
    const events = after(log, [move('w', z(1, 0))]);
    expect(events.some((e) => e.type === 'ConditionsAdded' && e.data.objectId === 'w' && e.data.marker.condition === condition)).toBe(true);
    expect(types(events)).not.toContain('CreatureMoved');
    expect(stateOf([...log, ...events]).objects.w.zone).toEqual(A0);
  });
});

describe('mage-wars §9.6 EN-23 traps sprung by a move', () => {
  const trap = attached('t1', 'stun-trap', 'B', { kind: 'zone', zone: z(1, 0) });

  it('mage-wars/EN-23 a climb into a trapped zone waits for the trap, which does not resume a move; the phase does not end yet', () => {
    const log = play([activate('A', 'goat')], scenario([...enter('goat', 'climber', 'A', A0), wall('wl', 'wall-of-thorns', A0, z(1, 0)), trap]));
    const events = after(log, [move('goat', z(1, 0))]);
    expect(types(events)).toEqual(['CreatureMoved', 'ActionUsed', 'TrapTriggered']);
    expect(events[2]).toMatchObject({ data: { objectId: 'goat', seat: 'B', enchantmentIds: ['t1'], resumeMove: false } });
  });

  it('mage-wars/EN-23 an ordinary move into a trapped zone waits for the trap, which resumes the move', () => {
    expect(trapped[trapped.length - 1]).toEqual({ type: 'TrapTriggered', data: { objectId: 'mage-A', seat: 'B', enchantmentIds: ['t1'], resumeMove: true } });
  });

  it('mage-wars/EN-23 mage-wars/AC-3 a second move into a trapped zone waits for the trap before the phase ends', () => {
    const log = play([activate('A', 'mage-A'), move('mage-A', z(0, 1))], scenario([attached('t1', 'stun-trap', 'B', { kind: 'zone', zone: z(1, 1) })]));
    expect(types(after(log, [move('mage-A', z(1, 1))]))).toEqual(['CreatureMoved', 'TrapTriggered']);
  });
});

describe('mage-wars §10.9 GD-8 the Bloodthirsty obligation names what it forbids', () => {
  // A Bloodthirsty creature of A next to a wounded Living enemy: it must melee that enemy (GD-8).
  const bound = play([activate('A', 's')], scenario([
    ...enter('s', 'slayer', 'A', A0), ...enter('wolf', CARDS.timberWolf.id, 'B', A0), { type: 'DamageDealt', data: { objectId: 'wolf', amount: 1, direct: true, source: 't' } },
  ]));
  const instead = (doing: string) => ({ ruleId: 'mage-wars/GD-8', section: '§10.9', message: `a Bloodthirsty creature next to a wounded enemy must melee it instead of ${doing}` });

  it.each<[string, EncounterCommand]>([
    ['moving away', move('s', z(1, 0))],
    ['guarding', { type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 's' } }],
    ['doing nothing', end('A')],
  ])('mage-wars/GD-8 refuses %s', (doing, command) => {
    expect(refusalAfter(bound, command)).toEqual(instead(doing));
  });

  it('mage-wars/RD-25 a phase whose creature is gone ends without asking about obligations', () => {
    // The acting Bloodthirsty creature was destroyed (still in its zone next to the wounded wolf): ending is allowed.
    const destroyed = [...bound, { type: 'ObjectDestroyed', data: { objectId: 's', reason: 't' } } as EncounterEvent];
    expect(types(after(destroyed, [end('A')]))[0]).toBe('ActionPhaseEnded');
    // An activation naming no object at all ends too (nothing to check).
    const s = stateOf(bound);
    const ghost: GameState = { ...s, round: { ...s.round, activation: { ...s.round.activation!, objectId: 'ghost' } } };
    const em = new Emitter(ghost);
    expect(refusalOf(() => endOwnActionPhase(em, end('A') as Extract<EncounterCommand, { type: 'EndActionPhase' }>))).toBeUndefined();
    expect(em.events[0]).toEqual({ type: 'ActionPhaseEnded', data: { objectId: 'ghost', seat: 'A' } });
  });
});

describe('mage-wars §10.7 CB-50 a zone attack targets a zone in range', () => {
  it('mage-wars/CB-50 a melee zone attack (range 0) may not target the next zone; its own zone it may', () => {
    const s = stateOf(scenario(enter('far', CARDS.timberWolf.id, 'B', z(1, 0))));
    const sweep: AttackBar = melee('Whirl', 3, { zone: true });
    expect(refusalOf(() => attackTargets(s, s.objects['mage-A'], sweep, { kind: 'zone', zone: z(1, 0) }))).toEqual({ ruleId: 'mage-wars/AR-4', section: '§3', message: 'the zone is out of range' });
    expect(attackTargets(s, s.objects['mage-A'], sweep, { kind: 'zone', zone: A0 })).toEqual(['mage-A']);
  });
});
