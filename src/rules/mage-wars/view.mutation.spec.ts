// mage-wars per-viewer redaction (rules/mage-wars.md §17.1 "Redaction"; RD-12, EN-1, SP-6, EQ-8, MG-WL-1): each field of
// the view and each redacted event for the owner, another seat, the public, the auditor and everybody after the end,
// on crafted positions (the view is a pure function of the state).
import type { Viewer } from '../core/decider';
import type { EncounterEvent } from './events';
import type { EquipmentPiece, GameState, SpellState } from './state';
import { CARDS, book, createCommand, play, stateOf } from './testing/fixtures';
import { redactEvent, view } from './view';

const asA: Viewer = { role: 'seat', seat: 'A' };
const asB: Viewer = { role: 'seat', seat: 'B' };
const pub: Viewer = { role: 'public' };
const auditor: Viewer = { role: 'auditor' };
const created = play([createCommand({
  players: [
    { name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.agony, CARDS.fireball, CARDS.geyser), privateCardIds: ['geyser'] },
    { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block, CARDS.sleep), privateCardIds: ['sleep'] },
  ],
})]);
const base = stateOf(created);
const ended: GameState = { ...base, status: 'ended', result: { winner: 'A', draw: false, reason: 'test' }, endedAt: 'later' };
const seats = (s: GameState, v: Viewer) => view(s, v)!.seats;
const cardIds = (s: GameState, v: Viewer): string[] => view(s, v)!.cards.map((c) => c.id);
const withSeat = (s: GameState, seat: 'A' | 'B', over: object): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, ...over } } });
const spell = (cardId: string, awaiting: SpellState['awaiting'] = null): SpellState => ({
  castId: 'c9', seat: 'A', casterId: 'mage-A', instanceId: 'A-1', cardId, target: { kind: 'object', id: 'mage-B' }, quickcast: false, boundTo: null, choices: {}, awaiting,
});
const equip = (s: GameState, piece: EquipmentPiece): GameState => ({ ...s, objects: { ...s.objects, 'mage-A': { ...s.objects['mage-A'], equipment: [piece] } } });

describe('mage-wars view: the encounter', () => {
  it('mage-wars/SU-1 nothing to view before the encounter exists', () => {
    expect(view({ status: 'empty' }, asA)).toBeNull();
  });

  it('mage-wars/SU-5 the public fields of a running match; the seed stays secret', () => {
    expect(view(base, asA)).toMatchObject({
      encounterId: 'mw-1', ruleset: 'mage-wars', status: 'active', mode: 'apprentice', arena: { rows: 3, cols: 2 }, round: 1, phase: 'planning',
      initiative: base.round.initiative, roundStep: { kind: 'planning' }, seedCommitment: 'commit(c0ffee)', seed: null, options: base.options,
      attack: null, spell: null, result: null, createdAt: '2026-01-01T00:00:00Z', endedAt: null, objects: Object.values(base.objects),
    });
  });

  it.each<[string, GameState, Viewer, string | null]>([
    ['a seat while running', base, asA, null],
    ['the public while running', base, pub, null],
    ['the auditor while running', base, auditor, 'c0ffee'],
    ['the public after the end', ended, pub, 'c0ffee'],
  ])('mage-wars/SU-5 the seed for %s', (_case, s, v, seed) => {
    expect(view(s, v)!.seed).toBe(seed);
  });

  it('mage-wars/VC-2 the result and end time after the end', () => {
    expect(view(ended, pub)).toMatchObject({ status: 'ended', result: { winner: 'A' }, endedAt: 'later' });
  });
});

describe('mage-wars view: the seats', () => {
  const planned = withSeat(withSeat(base, 'A', { prepared: [{ instanceId: 'A-2', cardId: 'fireball' }], discard: [{ instanceId: 'A-9', cardId: 'agony' }], quickcastReady: false, planned: true }), 'A', {
    assigned: [{ objectId: 'huginn', card: { instanceId: 'A-3', cardId: 'geyser' } }],
  });

  it('mage-wars/RD-12 the owner sees its book, prepared spells and assigned spells', () => {
    expect(seats(planned, asA)[0]).toEqual({
      seat: 'A', name: 'a', mageClass: 'Warlock', mageId: 'mage-A', mana: 20, spellbookCount: 3, spellbook: base.seats.A!.spellbook, preparedCount: 1,
      prepared: [{ instanceId: 'A-2', cardId: 'fireball' }], discard: [{ instanceId: 'A-9', cardId: 'agony' }], quickcastReady: false, planned: true,
      assigned: [{ objectId: 'huginn', card: { instanceId: 'A-3', cardId: 'geyser' } }],
    });
  });

  it.each<[string, GameState, Viewer]>([['another seat', planned, asB], ['the public', planned, pub]])('mage-wars/RD-12 %s sees counts, not cards', (_case, s, v) => {
    expect(seats(s, v)[0]).toMatchObject({ spellbookCount: 3, spellbook: null, preparedCount: 1, prepared: null, discard: [{ instanceId: 'A-9', cardId: 'agony' }], assigned: [{ objectId: 'huginn', card: null }] });
  });

  it.each<[string, GameState, Viewer]>([['the auditor', planned, auditor], ['everybody after the end', { ...planned, status: 'ended' }, asB]])('mage-wars/RD-12 %s sees every book', (_case, s, v) => {
    expect(seats(s, v)[0]).toMatchObject({ spellbook: base.seats.A!.spellbook, prepared: [{ instanceId: 'A-2', cardId: 'fireball' }], assigned: [{ objectId: 'huginn', card: { cardId: 'geyser' } }] });
  });

  it('mage-wars/MP-3 a seat’s team is shown in a team game only', () => {
    expect(seats(withSeat(base, 'A', { team: 'red' }), pub)[0].team).toBe('red');
    expect('team' in seats(base, pub)[0]).toBe(false);
    expect(seats(base, pub)[0].assigned).toEqual([]);
  });
});

describe('mage-wars view: hidden things on the board', () => {
  const wand = (over: Partial<EquipmentPiece>): GameState => equip(base, { instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'], bound: { instanceId: 'A-2', cardId: 'fireball' }, ...over });

  it.each<[string, GameState, Viewer, boolean]>([
    ['the binder (the owner)', wand({}), asA, false],
    ['another seat', wand({}), asB, true],
    ['the public', wand({}), pub, true],
    ['the binder when it is not the owner', wand({ boundBy: 'B' }), asB, false],
    ['the owner when another seat bound it', wand({ boundBy: 'B' }), asA, true],
    ['another seat once it was cast', wand({ boundRevealed: true }), asB, false],
    ['the auditor', wand({}), auditor, false],
  ])('mage-wars/EQ-8 a bound spell is face down for %s: %s', (_case, s, v, hidden) => {
    const piece = view(s, v)!.objects.find((o) => o.id === 'mage-A')!.equipment[0];
    if (hidden) expect(piece).toEqual({ ...s.objects['mage-A'].equipment[0], bound: null, boundHidden: true });
    else expect(piece).toEqual(s.objects['mage-A'].equipment[0]);
  });

  it('mage-wars/EQ-8 equipment without a bound spell is shown as it is', () => {
    const s = wand({ bound: null });
    expect(view(s, asB)!.objects.find((o) => o.id === 'mage-A')!.equipment[0]).toEqual(s.objects['mage-A'].equipment[0]);
  });

  const enchanted = (hidden: boolean): GameState => ({
    ...base, enchantments: [{ id: 'e-1', instanceId: 'A-1', cardId: 'agony', owner: 'A', controller: 'A', target: { kind: 'object', id: 'mage-B' }, hidden }],
  });
  it.each<[string, GameState, Viewer, string | null]>([
    ['its controller', enchanted(true), asA, 'agony'],
    ['another seat', enchanted(true), asB, null],
    ['the auditor', enchanted(true), auditor, 'agony'],
    ['another seat once revealed', enchanted(false), asB, 'agony'],
  ])('mage-wars/EN-1 a hidden enchantment’s identity for %s', (_case, s, v, cardId) => {
    expect(view(s, v)!.enchantments).toEqual([{ id: 'e-1', controller: 'A', target: { kind: 'object', id: 'mage-B' }, hidden: s.enchantments[0].hidden, cardId }]);
  });

  it.each<[string, string, Viewer, string | null, SpellState['awaiting']]>([
    ['an enchantment, for its caster', 'agony', asA, 'agony', null],
    ['an enchantment, for another seat', 'agony', asB, null, { seat: 'B', enchantmentId: 'e-n' }],
    ['an enchantment, for the auditor', 'agony', auditor, 'agony', null],
    ['another spell, for another seat', 'fireball', asB, 'fireball', { seat: 'B', enchantmentId: 'e-n' }],
  ])('mage-wars/EN-1 mage-wars/SP-4 the spell being cast: %s', (_case, cardId, v, shown, awaiting) => {
    expect(view({ ...base, spell: spell(cardId, awaiting) }, v)!.spell).toEqual({
      castId: 'c9', seat: 'A', casterId: 'mage-A', cardId: shown, target: { kind: 'object', id: 'mage-B' }, awaitingSeat: awaiting?.seat ?? null,
    });
  });
});

describe('mage-wars view: definitions of a secret book (§17.1)', () => {
  const objectOf = (cardId: string): GameState => ({ ...base, objects: { ...base.objects, x: { ...base.objects['mage-A'], id: 'x', cardId } } });
  it.each<[string, GameState, Viewer, boolean]>([
    ['its owner', base, asA, true],
    ['another seat', base, asB, false],
    ['the public', base, pub, false],
    ['the auditor', base, auditor, true],
    ['everybody after the end', ended, asB, true],
    ['another seat, once an object of it is in play', objectOf('geyser'), asB, true],
    ['another seat, once it is worn as equipment', equip(base, { instanceId: 'A-3', cardId: 'geyser', slots: [] }), asB, true],
    ['another seat, once it is a revealed enchantment', { ...base, enchantments: [{ id: 'e', instanceId: 'A-3', cardId: 'geyser', owner: 'A', controller: 'A', target: { kind: 'object', id: 'mage-A' }, hidden: false }] }, asB, true],
    ['another seat, while it is a hidden enchantment', { ...base, enchantments: [{ id: 'e', instanceId: 'A-3', cardId: 'geyser', owner: 'A', controller: 'A', target: { kind: 'object', id: 'mage-A' }, hidden: true }] }, asB, false],
    ['another seat, once it is discarded', withSeat(base, 'A', { discard: [{ instanceId: 'A-3', cardId: 'geyser' }] }), asB, true],
    ['another seat, while it is being cast', { ...base, spell: spell('geyser') }, asB, true],
  ])('mage-wars/SP-6 the private Geyser is seen by %s: %s', (_case, s, v, seen) => {
    expect(cardIds(s, v).includes('geyser')).toBe(seen);
    expect(cardIds(s, v)).toContain('fireball');
  });

  it('mage-wars/SP-6 a private enchantment being cast stays unseen (it is cast face down)', () => {
    const s: GameState = { ...base, privateCards: { A: ['agony'] }, spell: spell('agony') };
    expect(cardIds(s, asB)).not.toContain('agony');
    expect(cardIds({ ...s, spell: spell('fireball') }, asB)).not.toContain('agony');
  });
});

describe('mage-wars redactEvent', () => {
  const creation = created[0];
  const data = (e: EncounterEvent, v: Viewer, s: GameState = base) => redactEvent(e, v, s);

  it('mage-wars/RD-12 mage-wars/SP-6 the creation event: own book and own private definitions only, no seed', () => {
    if (creation.type !== 'EncounterCreated') throw new Error('no creation');
    const forA = data(creation, asA);
    expect(forA.redacted).toBe(true);
    const d = forA.data as typeof creation.data;
    expect(d.seed).toBeNull();
    expect(d.privateCards).toBeUndefined();
    expect(d.cards.map((c) => c.id)).toEqual(creation.data.cards.map((c) => c.id).filter((id) => id !== 'sleep'));
    expect(d.seats[0]).toEqual(creation.data.seats[0]);
    expect(d.seats[1]).toEqual({ ...creation.data.seats[1], spellbook: null, spellbookCount: 2, spellbookPoints: undefined });
    const forPublic = data(creation, pub).data as typeof creation.data;
    expect(forPublic.cards.map((c) => c.id)).not.toEqual(expect.arrayContaining(['geyser']));
    expect(forPublic.cards.map((c) => c.id)).not.toContain('sleep');
    expect(forPublic.seats.map((x) => x.spellbook)).toEqual([null, null]);
  });

  it.each<[string, Viewer, GameState]>([['the auditor', auditor, base], ['a seat after the end', asB, ended]])('mage-wars/SU-5 %s sees every event as it is', (_case, v, s) => {
    expect(data(creation, v, s)).toEqual({ type: 'EncounterCreated', data: creation.data, redacted: false });
  });

  const planned: EncounterEvent = { type: 'SpellsPlanned', data: { seat: 'A', instanceIds: ['A-1', 'A-2'], assigned: [{ objectId: 'huginn', instanceId: 'A-3' }] } };
  it('mage-wars/RD-12 planned spells: the owner sees them, others a count and the assignments without the spell', () => {
    expect(data(planned, asA)).toEqual({ ...planned, redacted: false });
    expect(data(planned, asB)).toEqual({ type: 'SpellsPlanned', redacted: true, data: { seat: 'A', instanceIds: null, count: 2, assigned: [{ objectId: 'huginn', instanceId: null }] } });
    expect(data({ type: 'SpellsPlanned', data: { seat: 'A', instanceIds: [] } }, pub).data).toEqual({ seat: 'A', instanceIds: null, count: 0, assigned: [] });
  });

  const cast = (cardId: string): EncounterEvent => ({
    type: 'SpellCast', data: { castId: 'c1', seat: 'A', casterId: 'mage-A', instanceId: 'A-1', cardId, target: { kind: 'object', id: 'mage-B' }, cost: 2, quickcast: false, choices: {} },
  });
  it.each<[string, EncounterEvent, Viewer, GameState | { status: 'empty' }, boolean]>([
    ['an enchantment, for another seat', cast('agony'), asB, base, true],
    ['an enchantment, for its caster', cast('agony'), asA, base, false],
    ['another spell, for another seat', cast('fireball'), asB, base, false],
    ['an unknown card', cast('nothing'), asB, base, false],
    ['before the encounter exists', cast('agony'), asB, { status: 'empty' }, false],
  ])('mage-wars/EN-1 a cast spell: %s is redacted: %s', (_case, e, v, s, redacted) => {
    const out = redactEvent(e, v, s);
    expect(out).toEqual(redacted ? { type: 'SpellCast', redacted: true, data: { ...e.data, cardId: null, instanceId: null } } : { type: 'SpellCast', redacted: false, data: e.data });
  });

  const attachedEq = (over: object): EncounterEvent => ({ type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'], returned: [], ...over } });
  it.each<[string, EncounterEvent, Viewer, boolean]>([
    ['with a bound spell, for another seat', attachedEq({ bound: { instanceId: 'A-2', cardId: 'fireball' }, seat: 'A' }), asB, true],
    ['with a bound spell, for its seat', attachedEq({ bound: { instanceId: 'A-2', cardId: 'fireball' }, seat: 'A' }), asA, false],
    ['with a bound spell and no seat named', attachedEq({ bound: { instanceId: 'A-2', cardId: 'fireball' } }), asA, true],
    ['without a bound spell', attachedEq({ bound: null, seat: 'A' }), asB, false],
  ])('mage-wars/EQ-8 equipment attached %s is redacted: %s', (_case, e, v, redacted) => {
    expect(redactEvent(e, v, base)).toEqual(redacted ? { type: e.type, redacted: true, data: { ...e.data, bound: null, boundHidden: true } } : { type: e.type, redacted: false, data: e.data });
  });

  const curse = (hidden: boolean): EncounterEvent => ({ type: 'CurseReturned', data: { enchantmentId: 'e-1', seat: 'A', mageId: 'mage-A', instanceId: 'A-1', cardId: 'agony', round: 2, hidden } });
  it.each<[string, EncounterEvent, Viewer, boolean]>([
    ['hidden, for another seat', curse(true), asB, true],
    ['hidden, for its seat', curse(true), asA, false],
    ['revealed, for another seat', curse(false), asB, false],
  ])('mage-wars/MG-WL-1 a curse returned %s is redacted: %s', (_case, e, v, redacted) => {
    expect(redactEvent(e, v, base)).toEqual(redacted ? { type: e.type, redacted: true, data: { ...e.data, cardId: null, instanceId: null } } : { type: e.type, redacted: false, data: e.data });
  });

  const attachedEn: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-1', instanceId: 'A-1', cardId: 'agony', seat: 'A', target: { kind: 'object', id: 'mage-B' } } };
  it('mage-wars/EN-1 an attached enchantment: its seat sees the card, others only where it went', () => {
    expect(redactEvent(attachedEn, asA, base)).toEqual({ ...attachedEn, redacted: false });
    expect(redactEvent(attachedEn, asB, base)).toEqual({ type: 'EnchantmentAttached', redacted: true, data: { ...attachedEn.data, cardId: null, instanceId: null } });
  });

  it('mage-wars/RD-1 any other event is public', () => {
    const e: EncounterEvent = { type: 'QuickcastPassed', data: { seat: 'A' } };
    expect(redactEvent(e, pub, base)).toEqual({ ...e, redacted: false });
  });
});

describe('mage-wars view: a secret definition is not leaked by other public cards (§17.1)', () => {
  const agonyRevealed: GameState = { ...base, enchantments: [{ id: 'e', instanceId: 'A-1', cardId: 'agony', owner: 'A', controller: 'A', target: { kind: 'object', id: 'mage-B' }, hidden: false }] };
  it.each<[string, GameState]>([
    ['another card worn as equipment', equip(base, { instanceId: 'A-5', cardId: 'mage-wand', slots: ['weapon'] })],
    ['another card as a revealed enchantment', agonyRevealed],
    ['another card in a discard pile', withSeat(base, 'A', { discard: [{ instanceId: 'A-1', cardId: 'agony' }] })],
    ['another spell being cast', { ...base, spell: spell('fireball') }],
  ])('mage-wars/SP-6 the private Geyser stays unseen by another seat and the public with %s', (_case, s) => {
    expect(cardIds(s, asB)).not.toContain('geyser');
    expect(cardIds(s, pub)).not.toContain('geyser');
    expect(cardIds(s, asA)).toContain('geyser');
  });

  it('mage-wars/SP-6 a seat listed without private cards hides nothing and the others’ secrets stay secret', () => {
    const s: GameState = { ...base, privateCards: { A: ['geyser'], B: undefined } };
    expect(cardIds(s, asB)).not.toContain('geyser');
    expect(cardIds(s, asB)).toContain('sleep');
    expect(cardIds(s, asA)).toContain('geyser');
  });

  it('mage-wars/EN-1 a spell being cast whose definition is unknown is shown as it is', () => {
    expect(view({ ...base, spell: spell('nothing') }, asB)!.spell).toMatchObject({ castId: 'c9', seat: 'A', cardId: 'nothing' });
  });
});

describe('mage-wars redactEvent: private definitions in the creation event (§17.1)', () => {
  const creation = created[0];
  if (creation.type !== 'EncounterCreated') throw new Error('no creation');
  const cardsFor = (v: Viewer, privateCards: typeof creation.data.privateCards): string[] => {
    const e: EncounterEvent = { type: 'EncounterCreated', data: { ...creation.data, privateCards } };
    return (redactEvent(e, v, base).data as typeof creation.data).cards.map((c) => c.id);
  };
  const all = creation.data.cards.map((c) => c.id);

  it.each<[string, Viewer]>([['a seat', asA], ['the public', pub]])('mage-wars/SP-6 without private cards %s sees every definition', (_case, v) => {
    expect(cardsFor(v, undefined)).toEqual(all);
  });

  it.each<[string, Viewer, string[]]>([
    ['A, who holds Geyser too', asA, ['sleep']],
    ['B', asB, []],
    ['the public', pub, ['geyser', 'sleep']],
  ])('mage-wars/SP-6 a definition private to both seats is shown to each of its holders, not to the others: %s', (_case, v, missing) => {
    expect(cardsFor(v, { A: ['geyser'], B: ['geyser', 'sleep'] })).toEqual(all.filter((id) => !missing.includes(id)));
  });
});
