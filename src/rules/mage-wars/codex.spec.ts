// mage-wars §15 the codex (rules/mage-wars.md; seed 2002-2316): the keyword list is complete and names only hooks the
// engine has; the keywords not tested elsewhere by name (Elusive, Insignificant, Unavoidable) are tested here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forcedGuards } from './attack';
import { hinderers } from './actions';
import { CONDITION_IDS, TRAIT_IDS, type CardDefinition } from './cards/card-definition';
import { CODEX } from './codex';
import { roundStep } from './round-step';
import type { GameState } from './state';
import { CARDS, createCommand, enter, play, seat, stateOf, toActions } from './testing/fixtures';

const elusive: CardDefinition = { ...CARDS.timberWolf, id: 'elusive-wolf', traits: [{ id: 'Elusive' }] };
const small: CardDefinition = { ...CARDS.timberWolf, id: 'small-wolf', traits: [{ id: 'Insignificant' }] };
const cards = [...Object.values(CARDS), elusive, small];
const at = { row: 0, col: 0 };
const scene = (a: string, b: string, guard = false): GameState =>
  stateOf([
    ...toActions(createCommand({ cards }), [[], []], [...enter('a', a, 'A', at), ...enter('b', b, 'B', at)]),
    ...(guard ? [{ type: 'GuardPlaced' as const, data: { objectId: 'b' } }] : []),
  ]);

describe('mage-wars §15 codex', () => {
  it('lists the 123 keywords of the glossary once each, every one refereed, a decision, tracked, a term or without effect; none left unrefereed', () => {
    expect(CODEX).toHaveLength(123);
    expect(new Set(CODEX.map((c) => c.english)).size).toBe(123);
    expect(CODEX.filter((c) => c.status === 'not-refereed').map((c) => c.english)).toEqual([]);
  });

  it('names only traits and conditions the engine knows (MD-3: an unknown one would be refused)', () => {
    for (const c of CODEX) {
      const trait = /\btrait ([A-Z]\w+)/.exec(c.how)?.[1];
      const condition = /\bcondition ([A-Z]\w+)/.exec(c.how)?.[1];
      if (trait) expect([c.english, (TRAIT_IDS as readonly string[]).includes(trait)]).toEqual([c.english, true]);
      if (condition) expect([c.english, (CONDITION_IDS as readonly string[]).includes(condition)]).toEqual([c.english, true]);
    }
  });

  it('every refereed trait and condition is exercised by a test (a spec file, or the fixtures the specs play)', () => {
    const dir = __dirname;
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.spec.ts') && f !== 'codex.spec.ts').map((f) => join(dir, f)), join(dir, 'cards', 'cards.spec.ts'), join(dir, 'testing', 'fixtures.ts')];
    const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const untested = CODEX.filter((c) => c.status === 'refereed')
      .map((c) => /\b(?:trait|condition) ([A-Z]\w+)/.exec(c.how)?.[1])
      .filter((id): id is string => id !== undefined && !text.includes(`'${id}'`));
    // Elusive, Insignificant and Unavoidable are tested below, in this file.
    expect(untested.filter((id) => !['Elusive', 'Insignificant', 'Unavoidable'].includes(id))).toEqual([]);
  });

  it('mage-wars/AC-11 Elusive ignores enemy creatures for hindering; an Insignificant enemy hinders nobody', () => {
    const plain = scene(CARDS.timberWolf.id, CARDS.timberWolf.id);
    expect(hinderers(plain, plain.objects.a, at).map((o) => o.id)).toContain('b');
    const slippery = scene(elusive.id, CARDS.timberWolf.id);
    expect(hinderers(slippery, slippery.objects.a, at)).toEqual([]);
    expect(hinderers(plain, plain.objects.a, at).length).toBeGreaterThan(0);
    const tiny = scene(CARDS.timberWolf.id, small.id);
    expect(hinderers(tiny, tiny.objects.a, at).map((o) => o.id)).not.toContain('b');
  });

  it('mage-wars/GD-2 an enemy guard must be attacked first, unless the attacker is Elusive or the guard Insignificant (Ignored)', () => {
    const guarded = scene(CARDS.timberWolf.id, CARDS.timberWolf.id, true);
    expect(forcedGuards(guarded, guarded.objects.a, guarded.objects.b).map((o) => o.id)).toEqual(['b']);
    const slippery = scene(elusive.id, CARDS.timberWolf.id, true);
    expect(forcedGuards(slippery, slippery.objects.a, slippery.objects.b)).toEqual([]);
    const tiny = scene(CARDS.timberWolf.id, small.id, true);
    expect(forcedGuards(tiny, tiny.objects.a, tiny.objects.b)).toEqual([]);
  });

  it('mage-wars/DF-6 Unavoidable: a defended target is asked for a defense, unless the attack is Unavoidable', () => {
    const defended: CardDefinition = { ...CARDS.timberWolf, id: 'dodger', defenses: [{ minRoll: 7, uses: 1 }] };
    const sure: CardDefinition = { ...CARDS.timberWolf, id: 'sure-bite', attacks: [{ ...CARDS.timberWolf.attacks[0], traits: [{ id: 'Unavoidable' }] }] };
    const all = [...cards, defended, sure];
    const attack = (attacker: string) => {
      const log = toActions(createCommand({ cards: all }), [[], []], [...enter('x', attacker, 'A', at), ...enter('d', 'dodger', 'B', at)]);
      return play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'x' } }, { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'x', attack: 0, target: { kind: 'object', id: 'd' } } }], log);
    };
    expect(roundStep(stateOf(attack(CARDS.timberWolf.id)))).toMatchObject({ kind: 'defend', seat: 'B' });
    expect(roundStep(stateOf(attack('sure-bite'))).kind).not.toBe('defend');
  });
});
