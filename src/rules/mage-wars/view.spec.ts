// mage-wars hidden information (rules/mage-wars.md §17.1 "Redaction", RD-12, EN-1, SP-6): the opponent's view and the
// redacted events never hold the spellbook, the prepared spells or a hidden enchantment until it is revealed.
import type { Viewer } from '../core/decider';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { CARDS, book, createCommand, play, seat, stateOf, toActions } from './testing/fixtures';

const asB: Viewer = { role: 'seat', seat: 'B' };
const asA: Viewer = { role: 'seat', seat: 'A' };
const publicViewer: Viewer = { role: 'public' };
const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.agony, CARDS.fireball, CARDS.minorHeal) }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }] });
const castAgony: EncounterCommand[] = [
  { type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } },
  { type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-A' } } },
];
const log = play(castAgony, toActions(cmd, [['A-1', 'A-2'], []]));
const state = stateOf(log);
// The registered card definitions are a public card database (the pool, not a book), so they are left out of the check.
const redactedAll = (viewer: Viewer): string =>
  JSON.stringify(log.map((e) => mageWars.redactEvent(e, viewer, state)).map((v) => (v.type === 'EncounterCreated' ? { ...(v.data as object), cards: [] } : v)));

describe('mage-wars hidden information', () => {
  it('mage-wars/RD-12 the opponent sees neither the spellbook nor the prepared spells; the owner does', () => {
    const b = mageWars.view(state, asB)!;
    const a = mageWars.view(state, asA)!;
    expect(b.seats[0]).toMatchObject({ spellbook: null, prepared: null, preparedCount: 1, spellbookCount: 1 });
    expect(a.seats[0].prepared).toEqual([{ instanceId: 'A-2', cardId: 'fireball' }]);
    expect(a.seats[0].spellbook).toEqual([{ instanceId: 'A-3', cardId: 'minor-heal' }]);
    expect(mageWars.view(state, publicViewer)!.seats[1].spellbook).toBeNull();
  });

  it('mage-wars/EN-1 a hidden enchantment shows its presence and target, not its identity, to the opponent', () => {
    const b = mageWars.view(state, asB)!;
    expect(b.enchantments).toEqual([{ id: 'e-c0', controller: 'A', target: { kind: 'object', id: 'mage-A' }, hidden: true, cardId: null }]);
    expect(mageWars.view(state, asA)!.enchantments[0].cardId).toBe('agony');
  });

  it('mage-wars/RD-12 mage-wars/EN-1 the redacted log never names A’s book, plans or hidden enchantment for B or the public', () => {
    for (const v of [asB, publicViewer]) {
      const text = redactedAll(v);
      for (const secret of ['"A-1"', '"A-2"', '"A-3"', '"agony"', '"minor-heal"', '"c0ffee"']) expect(text).not.toContain(secret);
    }
    expect(redactedAll(asA)).toContain('"agony"');
  });

  it('mage-wars/EN-12 once revealed, the enchantment is public', () => {
    const revealed = play([{ type: 'RevealEnchantment', actor: seat('A'), data: { seat: 'A', enchantmentId: 'e-c0', pay: true } }], log);
    const s = stateOf(revealed);
    expect(mageWars.view(s, asB)!.enchantments[0]).toMatchObject({ hidden: false, cardId: 'agony' });
    const last: EncounterEvent = revealed[revealed.length - 1];
    expect(mageWars.redactEvent(last, asB, s)).toMatchObject({ type: 'EnchantmentRevealed', redacted: false, data: { cardId: 'agony' } });
  });

  it('the seed is secret while the match runs and revealed to the auditor', () => {
    expect(mageWars.view(state, asA)!.seed).toBeNull();
    expect(mageWars.view(state, { role: 'auditor' })!.seed).toBe('c0ffee');
    expect(mageWars.redactEvent(log[0], { role: 'auditor' }, state).redacted).toBe(false);
  });

  it('every view carries the typed decision that is due (roundStep)', () => {
    expect(mageWars.view(state, asB)!.roundStep).toMatchObject({ kind: 'activate', seat: 'B' });
  });

  it('access: a seat acts only for itself', () => {
    const c: EncounterCommand = { type: 'PassQuickcast', actor: seat('B'), data: { seat: 'A' } };
    expect(mageWars.authorize(state, c)).toMatch(/only seat A/);
    expect(mageWars.authorize(state, { ...c, actor: seat('A') })).toBeNull();
    expect(mageWars.authorize({ status: 'empty' }, createCommand())).toBeNull();
  });
});

describe('mage-wars organiser end and summary', () => {
  it('the organiser may end a match (no winner, seed revealed); a seat may not', () => {
    const end: EncounterCommand = { type: 'EndEncounter', actor: { role: 'organiser' }, data: { reason: 'abandoned', now: '2026-01-02T00:00:00Z' } };
    expect(mageWars.authorize(state, { ...end, actor: seat('A') })).toMatch(/organiser/);
    expect(mageWars.authorize(state, end)).toBeNull();
    const after = stateOf([...log, ...mageWars.decide(state, end)]);
    expect(after).toMatchObject({ status: 'ended', endedAt: '2026-01-02T00:00:00Z', result: { winner: null, draw: false } });
    expect(mageWars.summary(after)).toMatchObject({ status: 'ended', players: [{ seat: 'A', name: 'a' }, { seat: 'B', name: 'b' }], seedCommitment: 'commit(c0ffee)' });
    expect(mageWars.summary({ status: 'empty' })).toBeNull();
  });
});

describe('mage-wars §17.1 definitions of a secret book', () => {
  // A's book came from a saved spellbook: Geyser's definition is known only from it (privateCardIds).
  const secret = createCommand({
    players: [{ name: 'a', mageClass: 'Warlock', spellbook: book(CARDS.geyser, CARDS.fireball), privateCardIds: ['geyser'] }, { name: 'b', mageClass: 'Priestess', spellbook: book(CARDS.block) }],
  });
  const start = play([secret]);
  const ids = (v: Viewer): string[] => mageWars.view(stateOf(start), v)!.cards.map((c) => c.id);

  it('mage-wars/SP-6 another seat sees neither the definition in the view nor in the creation event; its owner does', () => {
    expect(ids(asA)).toContain('geyser');
    expect(ids(asB)).not.toContain('geyser');
    expect(ids(publicViewer)).not.toContain('geyser');
    expect(ids(asB)).toContain('fireball');
    const created = mageWars.redactEvent(start[0], asB, stateOf(start));
    expect(JSON.stringify(created.data)).not.toContain('geyser');
    expect(JSON.stringify(mageWars.redactEvent(start[0], asA, stateOf(start)).data)).toContain('geyser');
  });

  it('mage-wars/SP-6 once the card is public (in a discard pile), every seat sees its definition', () => {
    const discarded: EncounterEvent = { type: 'SpellDiscarded', data: { seat: 'A', instanceId: 'A-1', cardId: 'geyser' } };
    expect(mageWars.view(stateOf([...start, discarded]), asB)!.cards.map((c) => c.id)).toContain('geyser');
  });
});
