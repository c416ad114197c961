// mage-wars §8.5 familiars and §8.6 spawnpoints (rules/mage-wars.md; seed 944-998): RD-10..RD-13, ST-18..ST-22, ST-29,
// TV-46 (the Lair channels 2), TV-47 (the Lair pays first, the Beastmaster the rest). Not in the apprentice books, but
// the round of §5 has their phases, so they are refereed for any registered Familiar or Spawnpoint.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import type { SpellTarget } from './state';
import { CARDS, book, createCommand, enter, finishRound, play, seat, stateOf } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Beastmaster', spellbook: book(CARDS.timberWolf, CARDS.imp, CARDS.minorHeal, CARDS.fireball) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
const lair: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'lair', cardId: 'lair', instanceId: 'A-99', kind: 'conjuration', owner: 'A', zone: z(1, 0), border: null, attachedTo: null } };
// Round 2 planning, after a Channeling Phase with the Lair and Huginn in play.
const round2 = finishRound([...play([cmd]), lair, ...enter('huginn', 'huginn', 'A', z(0, 0), false)]);
const plan = (s: SeatId, instanceIds: string[], assign: { objectId: string; instanceId: string }[] = []): EncounterCommand => ({ type: 'PlanSpells', actor: seat(s), data: { seat: s, instanceIds, assign } });
const cast = (casterId: string, instanceId: string, target: SpellTarget): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId, instanceId, target } });

describe('mage-wars §8.5-§8.6 familiars and spawnpoints', () => {
  it('mage-wars/TV-46 mage-wars/RD-4 the Lair (Channeling 2) and Huginn (1) gain mana markers in the Channeling Phase', () => {
    const s = stateOf(round2);
    expect(s.objects.lair.manaMarkers).toBe(2);
    expect(s.objects.huginn.manaMarkers).toBe(1);
  });

  it('mage-wars/RD-10 mage-wars/ST-18 one spell for each familiar and spawnpoint, from the spellbook; no other object takes one', () => {
    given(round2).when(plan('A', [], [{ objectId: 'mage-A', instanceId: 'A-1' }])).thenThrows('mage-wars/RD-10');
    given(round2).when(plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }, { objectId: 'lair', instanceId: 'A-2' }])).thenThrows('mage-wars/RD-10');
    given(round2).when(plan('A', ['A-1'], [{ objectId: 'lair', instanceId: 'A-1' }])).thenThrows('mage-wars/RD-10');
    given(round2).when(plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }, { objectId: 'huginn', instanceId: 'A-3' }])).thenMatches((e, s) => {
      expect(e[0]).toMatchObject({ type: 'SpellsPlanned', data: { assigned: [{ objectId: 'lair' }, { objectId: 'huginn' }] } });
      expect(s.status === 'active' && s.seats.A!.assigned!.map((a) => a.card.cardId)).toEqual(['timber-wolf', 'minor-heal']);
    });
  });

  it('mage-wars/RD-12 the assignment is public, the spell is not', () => {
    const log = play([plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }])], round2);
    const s = stateOf(log);
    expect(mageWars.view(s, { role: 'seat', seat: 'B' })!.seats[0].assigned).toEqual([{ objectId: 'lair', card: null }]);
    expect(mageWars.redactEvent(log[log.length - 1], { role: 'seat', seat: 'B' }, s)).toMatchObject({ redacted: true, data: { assigned: [{ objectId: 'lair', instanceId: null }] } });
  });

  const deploying = play([plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }, { objectId: 'huginn', instanceId: 'A-3' }]), plan('B', [])], round2);

  it('mage-wars/RD-13 mage-wars/ST-29 mage-wars/TV-47 in the Deployment Phase the Lair casts its Animal: it pays its 2 markers first, the Beastmaster the rest', () => {
    expect(roundStep(stateOf(deploying))).toMatchObject({ kind: 'deployment', seat: 'A' });
    given(deploying).when(cast('lair', 'A-1', { kind: 'zone', zone: z(1, 0) })).thenMatches((e, s) => {
      expect(e.filter((x) => x.type === 'ManaSpent').map((x) => x.data)).toEqual([
        expect.objectContaining({ amount: 2, fromObject: 'lair' }),
        expect.objectContaining({ amount: 6, fromObject: null }),
      ]);
      expect(e.find((x) => x.type === 'ObjectEntered')?.data).toMatchObject({ zone: z(1, 0), kind: 'creature' });
      expect(s.status === 'active' && roundStep(s)).toMatchObject({ kind: 'quickcast', phase: 'first' });
    });
    given(deploying).when(cast('lair', 'A-1', { kind: 'zone', zone: z(0, 0) })).thenThrows('mage-wars/SP-3');
    given(deploying).when({ type: 'PassDeployment', actor: seat('B'), data: { seat: 'B' } }).thenThrows('mage-wars/RD-13');
    given(deploying).when({ type: 'PassDeployment', actor: seat('A'), data: { seat: 'A' } }).thenMatches((_e, s) => expect(s.status === 'active' && roundStep(s)).toMatchObject({ kind: 'quickcast' }));
  });

  it('mage-wars/SB-10 a Mage Only spell is never cast by a spawnpoint (or a familiar)', () => {
    const mageOnly = Object.values(CARDS).map((c) => (c.id === 'timber-wolf' ? { ...c, traits: [...c.traits, { id: 'MageOnly' as const }] } : c));
    const c2 = createCommand({ players: cmd.data.players.slice(), cards: mageOnly });
    const r2 = finishRound([...play([c2]), lair, ...enter('huginn', 'huginn', 'A', z(0, 0), false)]);
    const dep = play([plan('A', [], [{ objectId: 'lair', instanceId: 'A-1' }]), plan('B', [])], r2);
    given(dep).when(cast('lair', 'A-1', { kind: 'zone', zone: z(1, 0) })).thenThrows('mage-wars/SB-10');
  });

  it('mage-wars/ST-29 a spawnpoint casts only what its card allows (the Lair: Animal creatures); a bluff assignment is allowed but cannot be cast', () => {
    const bluff = play([plan('A', [], [{ objectId: 'lair', instanceId: 'A-2' }]), plan('B', [])], round2);
    given(bluff).when(cast('lair', 'A-2', { kind: 'zone', zone: z(1, 0) })).thenThrows('mage-wars/ST-29');
  });

  /** From round 2 planning with `assign`, through deployment and quickcasts, to Huginn's activation. */
  function toHuginn(assign: { objectId: string; instanceId: string }[]): { before: EncounterEvent[]; acting: EncounterEvent[] } {
    let log = play([plan('A', [], assign), plan('B', [])], round2);
    log = play(stateOf(log).round.queue.map((q) => ({ type: 'PassQuickcast', actor: seat(q), data: { seat: q } }) as EncounterCommand), log);
    if (stateOf(log).round.turn === 'B') log = play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'mage-B' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }], log);
    return { before: log, acting: play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'huginn' } }], log) };
  }

  it('mage-wars/ST-20 mage-wars/ST-21 Huginn casts its spell in its own action phase, from its zone, paying from its marker first', () => {
    const { before, acting } = toHuginn([{ objectId: 'huginn', instanceId: 'A-3' }]);
    given(before).when(cast('huginn', 'A-3', { kind: 'object', id: 'mage-A' })).thenThrows('mage-wars/AC-3');
    given(acting).when(cast('huginn', 'A-3', { kind: 'object', id: 'mage-A' })).thenMatches((e) => {
      expect(e.filter((x) => x.type === 'ManaSpent').map((x) => x.data)).toEqual([expect.objectContaining({ amount: 1, fromObject: 'huginn' }), expect.objectContaining({ amount: 2, fromObject: null })]);
    });
    // Range 0-2 is measured from Huginn at (0,0): the enemy Mage at (2,1) is 3 zones away.
    given(acting).when(cast('huginn', 'A-3', { kind: 'object', id: 'mage-B' })).thenThrows('mage-wars/SP-3');
    given(acting).when(cast('mage-A', 'A-3', { kind: 'object', id: 'mage-A' })).thenThrows('mage-wars/SP-2');
  });

  it('mage-wars/ST-19 a familiar never casts a kind of spell its card forbids (Huginn: incantations and enchantments)', () => {
    const { acting } = toHuginn([{ objectId: 'huginn', instanceId: 'A-4' }]);
    given(acting).when(cast('huginn', 'A-4', { kind: 'object', id: 'mage-B' })).thenThrows('mage-wars/ST-19');
  });

  it('mage-wars/ST-22 mage-wars/RD-11 a familiar destroyed before casting takes its assigned spell with it', () => {
    const log = play([plan('A', [], [{ objectId: 'huginn', instanceId: 'A-3' }])], round2);
    const s = stateOf([...log, { type: 'DamageDealt', data: { objectId: 'huginn', amount: 6, direct: true, source: 't' } }, { type: 'ObjectDestroyed', data: { objectId: 'huginn', reason: 't' } }]);
    expect(s.seats.A!.assigned).toEqual([]);
    expect(s.seats.A!.discard.map((c) => c.cardId)).toEqual(['minor-heal', 'huginn']);
  });
});
