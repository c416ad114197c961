// mage-wars §9.8 bound spells (rules/mage-wars.md; seed 1176-1190): EQ-8..EQ-11 and TV-65 (a bound Minor Heal on a Mage
// Wand, cast in round 1, countered in round 2, cast again in round 3, never twice a round), hidden until first cast.
import { deciderSpec } from '../core/testing/given';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { CARDS, book, createCommand, finishRound, play, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Wizard', spellbook: book(CARDS.mageWand, CARDS.minorHeal, CARDS.fireball) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.nullify) }] });
const wand = (bind?: string): EncounterCommand => ({
  type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-A' }, ...(bind ? { bind } : {}) },
});
const heal: EncounterCommand = { type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-2', target: { kind: 'object', id: 'mage-A' }, quickcast: true } };
const activateA: EncounterCommand = { type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } };
const ready = play([activateA], toActions(cmd, [['A-1'], []]));

describe('mage-wars §9.8 bound spells', () => {
  it('mage-wars/EQ-8 casting the Wand binds an incantation from the spellbook, face down; anything else is refused', () => {
    given(ready).when(wand('A-3')).thenThrows('mage-wars/EQ-8');
    given(ready).when(wand('A-9')).thenThrows('mage-wars/EQ-8');
    given(ready).when(wand('A-2')).thenMatches((e, s) => {
      expect(e.find((x) => x.type === 'EquipmentAttached')?.data).toMatchObject({ bound: { instanceId: 'A-2', cardId: 'minor-heal' } });
      if (s.status !== 'active') return;
      expect(s.seats.A!.spellbook.map((c) => c.instanceId)).toEqual(['A-3']);
      expect(mageWars.view(s, { role: 'seat', seat: 'B' })!.objects.find((o) => o.id === 'mage-A')!.equipment[0].bound).toBeNull();
      const attached = e.find((x) => x.type === 'EquipmentAttached')!;
      expect(mageWars.redactEvent(attached, { role: 'seat', seat: 'B' }, s)).toMatchObject({ redacted: true, data: { bound: null } });
    });
  });

  it('mage-wars/EQ-9 mage-wars/EQ-10 mage-wars/TV-65 the bound spell is cast as if prepared, once a round, revealed, and stays bound even when countered', () => {
    let log = play([wand('A-2')], ready);
    // Round 1, final quickcast: the bound Minor Heal may be quickcast.
    log = play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'mage-B' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }], log);
    expect(roundStep(stateOf(log))).toMatchObject({ kind: 'quickcast', phase: 'final', seat: 'A' });
    log = play([heal], log);
    let s = stateOf(log);
    expect(s.objects['mage-A'].equipment[0]).toMatchObject({ bound: { instanceId: 'A-2' }, boundRevealed: true, boundCastRound: 1 });
    expect(s.seats.A!.discard).toEqual([]);
    expect(mageWars.view(s, { role: 'seat', seat: 'B' })!.objects.find((o) => o.id === 'mage-A')!.equipment[0].bound).toEqual({ instanceId: 'A-2', cardId: 'minor-heal' });
    // Round 2: countered by Nullify on the Mage; the spell stays bound.
    log = finishRound(play([{ type: 'PassQuickcast', actor: seat('B'), data: { seat: 'B' } }], log));
    const nullify: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-n', instanceId: 'B-1', cardId: 'nullify', seat: 'B', target: { kind: 'object', id: 'mage-A' } } };
    log = play([{ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: [] } }, { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } }], [...log, nullify]);
    const q = stateOf(log).round.queue[0];
    if (q === 'B') log = play([{ type: 'PassQuickcast', actor: seat('B'), data: { seat: 'B' } }], log);
    log = play([heal, { type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: true } }], log);
    s = stateOf(log);
    expect(log.some((e) => e.type === 'SpellCountered')).toBe(true);
    expect(s.objects['mage-A'].equipment[0].bound).toEqual({ instanceId: 'A-2', cardId: 'minor-heal' });
    expect(s.seats.A!.discard).toEqual([]);
  });

  it('mage-wars/EQ-9 never twice in one round', () => {
    const log = play([wand('A-2')], ready);
    const cast = play([{ type: 'ActivateCreature', actor: seat('B'), data: { seat: 'B', objectId: 'mage-B' } }, { type: 'EndActionPhase', actor: seat('B'), data: { seat: 'B' } }, heal], log);
    const s = stateOf(cast);
    expect(s.objects['mage-A'].equipment[0].boundCastRound).toBe(1);
    given(cast).when(heal).thenThrows('mage-wars/EQ-9');
  });

  it('mage-wars/EQ-11 when the Wand goes back to the spellbook, its bound spell goes with it', () => {
    const log = play([wand('A-2')], ready);
    const swapped = [...log, { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-7', cardId: 'mage-wand', slots: ['weapon'], returned: ['A-1'], bound: null } } as EncounterEvent];
    expect(stateOf(swapped).seats.A!.spellbook.map((c) => c.instanceId).sort()).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
