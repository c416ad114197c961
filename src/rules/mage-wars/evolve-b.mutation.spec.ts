// mage-wars evolve (DESIGN.md "Layers"; rules/mage-wars.md §7.3, §8.5, §9.8, §12): the survivors of the 2026-11-28 run on
// the ObjectDestroyed, SpellCast and SpellCountered facts — what a destroyed object leaves alone (SP-6), the assignments a
// familiar's cast leaves in place (ST-20), which bound spells stay bound when cast or countered (EQ-9, EQ-10), and the
// per-round records of innate spells (MG-PR-2) and Rapid summoning (MG-BM-1).
import { evolve } from './evolve';
import type { EncounterEvent, EventOf } from './events';
import type { GameState } from './state';
import { createCommand, play, stateOf, toActions } from './testing/fixtures';

const after = (s: GameState, ...events: EncounterEvent[]): GameState => events.reduce((acc, e) => evolve(acc, e) as GameState, s);
const base = stateOf(toActions());
const castData = (over: Partial<EventOf<'SpellCast'>['data']> = {}): EventOf<'SpellCast'>['data'] => ({
  castId: 'c3', seat: 'A', casterId: 'mage-A', instanceId: 'A-6', cardId: 'minor-heal', target: { kind: 'object', id: 'mage-A' }, cost: 3, quickcast: false, choices: {}, ...over,
});
const spellCast = (over: Partial<EventOf<'SpellCast'>['data']> = {}): EncounterEvent => ({ type: 'SpellCast', data: castData(over) });
const countered: EncounterEvent = { type: 'SpellCountered', data: { castId: 'c3', reason: 't' } };

describe('mage-wars evolve: a destroyed object (SP-6, ST-22)', () => {
  it('mage-wars/SP-6 a destroyed object with no spell assigned to it leaves every seat but its owner’s as it was', () => {
    const created = stateOf(play([createCommand()]));
    const s = after(created,
      { type: 'ObjectEntered', data: { objectId: 'x', cardId: 'timber-wolf', instanceId: 'B-5', kind: 'creature', owner: 'B', zone: null, border: null, attachedTo: null } },
      { type: 'ObjectDestroyed', data: { objectId: 'x', reason: 't' } });
    expect(s.seats.A).toEqual(created.seats.A);
    expect('assigned' in s.seats.A!).toBe(false);
    expect(s.seats.B).toEqual({ ...created.seats.B, discard: [{ instanceId: 'B-5', cardId: 'timber-wolf' }] });
  });
});

describe('mage-wars evolve: assigned spells (ST-20)', () => {
  it('mage-wars/ST-20 a familiar casting its assigned spell leaves the other assignments of its seat in place', () => {
    const assigned = [{ objectId: 'huginn', card: { instanceId: 'A-3', cardId: 'minor-heal' } }, { objectId: 'lair', card: { instanceId: 'A-4', cardId: 'steelclaw-grizzly' } }];
    const s0: GameState = { ...base, seats: { ...base.seats, A: { ...base.seats.A!, assigned } } };
    const s = after(s0, spellCast({ casterId: 'huginn', instanceId: 'A-3' }));
    expect(s.seats.A!.assigned).toEqual([assigned[1]]);
  });
});

describe('mage-wars evolve: bound spells cast and countered (EQ-9, EQ-10)', () => {
  const wand = (boundCardId: string): GameState => after(base,
    { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'], returned: [], bound: { instanceId: 'A-6', cardId: boundCardId }, seat: 'A' } },
    { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-7', cardId: 'deflection-bracers', slots: ['wrists'], returned: [], bound: null, seat: 'A' } });

  it.each<[string, string, boolean]>([
    ['an incantation', 'minor-heal', true],
    ['an attack spell', 'fireball', true],
    ['an enchantment', 'agony', false],
    ['a card no longer known', 'lost-card', false],
  ])('mage-wars/EQ-9 mage-wars/EQ-10 a bound spell cast (%s, %s) is revealed and marked for the round on its piece only; stays bound: %s', (_case, cardId, stays) => {
    const s = after(wand(cardId), spellCast({ cardId, boundTo: 'A-5' }));
    const [piece, other] = s.objects['mage-A'].equipment;
    expect(piece).toMatchObject({ instanceId: 'A-5', boundRevealed: true, boundCastRound: base.round.round, bound: stays ? { instanceId: 'A-6', cardId } : null });
    expect(other).toEqual({ instanceId: 'A-7', cardId: 'deflection-bracers', slots: ['wrists'], bound: null, boundBy: 'A', boundRevealed: false, boundCastRound: null });
    expect(s.spell).toMatchObject({ boundTo: 'A-5', cardId });
  });

  it.each<[string, string, boolean]>([
    ['an incantation', 'minor-heal', true],
    ['an attack spell', 'fireball', true],
    ['an enchantment', 'agony', false],
    ['a card no longer known', 'lost-card', false],
  ])('mage-wars/EQ-10 a bound spell countered (%s, %s) is not discarded when it stays bound: %s', (_case, cardId, stays) => {
    const s = after(wand(cardId), spellCast({ cardId, boundTo: 'A-5' }), countered);
    expect(s.spell).toBeNull();
    expect(s.seats.A!.discard).toEqual(stays ? [] : [{ instanceId: 'A-6', cardId }]);
  });
});

describe('mage-wars evolve: innate spells and Rapid summoning (MG-PR-2, MG-BM-1)', () => {
  it('mage-wars/MG-BM-1 only a creature cast as a quick spell marks the Mage’s Rapid summoning for the round', () => {
    const plain = after(base, spellCast({ instanceId: 'A-2', cardId: 'steelclaw-grizzly', target: { kind: 'zone', zone: { row: 0, col: 0 } } }));
    expect('quickSummonRound' in plain.objects['mage-A']).toBe(false);
    const quick = after(base, spellCast({ instanceId: 'A-2', cardId: 'steelclaw-grizzly', target: { kind: 'zone', zone: { row: 0, col: 0 } }, asQuick: true }));
    expect(quick.objects['mage-A'].quickSummonRound).toBe(base.round.round);
  });

  it('mage-wars/MG-PR-2 a spell that is not innate records no innate cast', () => {
    const s = after(base, spellCast({ instanceId: 'A-1', cardId: 'minor-heal' }));
    expect('innateCastRound' in s.objects['mage-A']).toBe(false);
    expect(s.spell).not.toHaveProperty('innate');
  });

  it('mage-wars/MG-PR-2 each innate spell records the round it was cast in, without forgetting the other one', () => {
    const s = after(base,
      spellCast({ instanceId: 'innate-restoration-quick', cardId: 'restoration-quick', innate: true }),
      { type: 'SpellResolved', data: { castId: 'c3' } },
      { type: 'RoundBegun', data: { round: 2, initiative: 'B' } },
      spellCast({ instanceId: 'innate-restoration-full', cardId: 'restoration-full', innate: true }));
    expect(s.objects['mage-A'].innateCastRound).toEqual({ 'restoration-quick': 1, 'restoration-full': 2 });
    expect(s.spell).toMatchObject({ innate: true, cardId: 'restoration-full' });
  });
});
