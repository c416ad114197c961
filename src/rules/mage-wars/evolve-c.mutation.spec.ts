// mage-wars evolve, equipment and attacks (rules/mage-wars.md §9.7-§9.8 EQ-4 / EQ-8, §10.2 CB-1 / CB-34, §10.12 CB-52):
// what EquipmentAttached, AttackDeclared and TargetCompleted change, stated on folded facts as evolve.mutation.spec does.
import type { SeatId } from '../core/decider';
import type { AttackBar } from './cards/card-definition';
import { evolve } from './evolve';
import type { EncounterEvent } from './events';
import type { CardInstance, EquipmentPiece, GameState } from './state';
import { CARDS, melee, stateOf, toActions } from './testing/fixtures';

const base = stateOf(toActions());
const after = (s: GameState, ...events: EncounterEvent[]): GameState => events.reduce((acc, e) => evolve(acc, e) as GameState, s);
const equip = (instanceId: string, cardId: string, slots: string[], over: { returned?: string[]; bound?: CardInstance | null; seat?: SeatId } = {}): EncounterEvent => ({
  type: 'EquipmentAttached',
  data: { mageId: 'mage-A', instanceId, cardId, slots, returned: over.returned ?? [], bound: over.bound ?? null, ...(over.seat ? { seat: over.seat } : {}) },
});

describe('mage-wars evolve: equipment (EQ-4, EQ-8)', () => {
  // A's Mage wears Bearskin (chest) and Deflection Bracers (wrists); Dragonscale Hauberk is cast into the chest.
  const worn = after(base, equip('A-1', CARDS.bearskin.id, ['chest']), equip('A-2', CARDS.bracers.id, ['wrists']));
  const swapped = after(worn, equip('A-3', CARDS.dragonscale.id, ['chest'], { returned: ['A-1'], seat: 'A' }));

  it('mage-wars/EQ-4 only the piece in the occupied location leaves the Mage; the others stay worn', () => {
    expect(swapped.objects['mage-A'].equipment.map((p: EquipmentPiece) => [p.instanceId, p.slots])).toEqual([['A-2', ['wrists']], ['A-3', ['chest']]]);
  });

  it('mage-wars/EQ-4 only the replaced piece returns to its owner’s spellbook, not the pieces still worn', () => {
    expect(swapped.seats.A!.spellbook).toEqual([...worn.seats.A!.spellbook, { instanceId: 'A-1', cardId: CARDS.bearskin.id }]);
    expect(swapped.seats.A!.discard).toEqual([]);
  });

  it.each<[string, SeatId | undefined, SeatId]>([
    ['by the casting seat when another seat casts it on the Mage (EQ-2)', 'B', 'B'],
    ['by the casting seat, the owner', 'A', 'A'],
    ['by the Mage’s owner when the fact names no seat (older streams)', undefined, 'A'],
  ])('mage-wars/EQ-8 a bound spell is bound %s', (_case, castBy, binder) => {
    const s = after(base, equip('A-5', CARDS.mageWand.id, ['weapon'], { bound: { instanceId: 'A-6', cardId: CARDS.minorHeal.id }, seat: castBy }));
    expect(s.objects['mage-A'].equipment).toEqual([
      { instanceId: 'A-5', cardId: CARDS.mageWand.id, slots: ['weapon'], bound: { instanceId: 'A-6', cardId: CARDS.minorHeal.id }, boundBy: binder, boundRevealed: false, boundCastRound: null },
    ]);
  });
});

describe('mage-wars evolve: attacks (CB-1, CB-27, CB-34, CB-52)', () => {
  const bar: AttackBar = melee('Bite', 4);
  const declared = (kind: 'melee' | 'barrier', attackerId: string, targets: string[]): EncounterEvent => ({
    type: 'AttackDeclared',
    data: { attackId: 'a7', attackerId, bar, kind, targets, strikes: 2, isCounterstrike: false, spellCastId: null, endsActionPhase: true },
  });

  it('mage-wars/CB-1 a declared attack is numbered by the next serial (ids never repeat) and starts at strike 1, nothing decided yet', () => {
    const s = after(base, declared('melee', 'mage-A', ['mage-B']));
    expect(s.serial).toBe(base.serial + 1);
    expect(after(s, declared('melee', 'mage-B', ['mage-A'])).serial).toBe(base.serial + 2);
    expect(s.attack).toEqual({
      attackId: 'a7', attackerId: 'mage-A', bar, kind: 'melee', targets: ['mage-B'], strike: 1, strikes: 2, succeeded: false,
      dazeMissed: false, isCounterstrike: false, spellCastId: null, endsActionPhase: true, counterstrikeDone: false, awaiting: null, parent: null,
    });
  });

  it('mage-wars/CB-27 a barrier attack marks, on the barrier, the attacker it hit this round (and nothing else)', () => {
    const s = after(base, declared('barrier', 'mage-B', ['mage-A']));
    expect(s.objects['mage-B'].barrierHits).toEqual({ 'mage-A': base.round.round });
    expect(s.objects['mage-A'].barrierHits).toEqual({});
    expect(after(base, declared('melee', 'mage-B', ['mage-A'])).objects['mage-B'].barrierHits).toEqual({});
  });

  it('mage-wars/CB-34 mage-wars/CB-52 a completed target hands the attack to the next one, which starts afresh at step 1', () => {
    // The first defender was hit and answered with its counterstrike decision; none of that carries over to the second.
    const first = after(
      base,
      declared('melee', 'mage-A', ['mage-B', 'wolf']),
      { type: 'StrikeResolved', data: { attackId: 'a7', targetId: 'mage-B', strike: 1, outcome: 'hit', diceCount: 4, effectRoll: 3, damage: 2 } },
      { type: 'AttackAwaiting', data: { attackId: 'a7', stage: 'counterstrike', seat: 'B', targetId: 'mage-B' } },
      { type: 'CounterstrikeDecided', data: { attackId: 'a7', objectId: 'mage-B', counterstrike: false } },
    );
    expect(first.attack).toMatchObject({ targets: ['mage-B', 'wolf'], strike: 2, succeeded: true, counterstrikeDone: true, awaiting: null });
    const next = after(first, { type: 'TargetCompleted', data: { attackId: 'a7', targetId: 'mage-B' } });
    expect(next.attack).toMatchObject({ attackId: 'a7', targets: ['wolf'], strike: 1, strikes: 2, succeeded: false, counterstrikeDone: false, awaiting: null });
  });
});
