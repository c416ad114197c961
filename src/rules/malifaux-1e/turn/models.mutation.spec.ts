// malifaux-1e §3 models as data: the stat card hired (crew.ts), Use Soulstone, melee zone, reductions, Flight/Levitation
// (model.ts), corpse and scrap counters (counters.ts, W12) and the transformed profile (transform.ts, TF-2, TF-3).
import { model, rifle, sword } from '../testing/fixtures';
import { MALIFAUX_1E } from '../edition';
import type { HiredModel } from '../commands';
import { countersFor, isLiving } from './counters';
import { modelFrom } from './crew';
import { BASH, chargeOf, damageReductions, flies, levitates, meleeZone, NO_MODIFIERS, reduceWounds, usesSoulstones, walkOf, type ModelState } from './model';
import { transformBack, transformInto } from './transform';

const m = (id: string, over: Partial<HiredModel> = {}, state: Partial<ModelState> = {}): ModelState => ({ ...modelFrom('A', model(id, over)), ...state });

describe('malifaux-1e §3.1 a hired stat card becomes a model (crew.ts)', () => {
  it('malifaux-1e/CB-0 weapons: close and projectile attacks with damage, Paired by name, Ca from the spell stat; defaults', () => {
    const card = model('mage', {
      baseMm: 40,
      actions: [
        sword,
        rifle,
        { name: 'Paired Knives', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 5, suits: ['RAM'] }, damage: { weak: 1, moderate: 2, severe: 3 }, triggers: [{ name: 'Bleed', suits: ['CROW'] }] },
        { name: 'Lance de paire', ap: 2, category: 'ATTACK', range: { kind: 'CLOSE', inches: 3 }, damage: { weak: 1, moderate: 2, severe: 4 } },
        { name: 'Bolt', ap: 1, category: 'SPELL', range: { kind: 'PROJECTILE', inches: 10 }, stat: { name: 'Ca', value: 6 }, damage: { weak: 1, moderate: 2, severe: 3 } },
        { name: 'Shove', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 } },
        { name: 'Aura', ap: 1, category: 'ATTACK', range: { kind: 'AURA', inches: 3 }, damage: { weak: 1, moderate: 1, severe: 1 } },
      ],
    });
    const s = modelFrom('B', card);
    expect(s.weapons).toEqual([
      { name: 'Sword', kind: 'MELEE', rg: 1, cb: 6, cbSuits: [], dg: { weak: 2, moderate: 3, severe: 5 }, paired: false, ap: 1, triggers: [] },
      { name: 'Rifle', kind: 'RANGED', rg: 12, cb: 5, cbSuits: [], dg: { weak: 2, moderate: 3, severe: 4 }, paired: false, ap: 1, triggers: [] },
      { name: 'Paired Knives', kind: 'MELEE', rg: 2, cb: 5, cbSuits: ['RAM'], dg: { weak: 1, moderate: 2, severe: 3 }, paired: true, ap: 1, triggers: [{ name: 'Bleed', suits: ['CROW'] }] },
      { name: 'Lance de paire', kind: 'MELEE', rg: 3, cb: 0, cbSuits: [], dg: { weak: 1, moderate: 2, severe: 4 }, paired: true, ap: 2, triggers: [] },
    ]);
    expect(s).toMatchObject({ id: 'mage', name: 'mage', seat: 'B', station: 'MINION', characteristics: ['Living'], stats: { wk: 5, cg: 7, ht: 2, wp: 5, ca: 6, df: 4, wd: 6 }, wounds: 6, baseMm: 40, meleeAp: 0, armor: 0, modifiers: NO_MODIFIERS, activations: 0, status: 'IN_PLAY' });
    expect([modelFrom('A', model('x')).baseMm, modelFrom('A', model('x')).stats.ca]).toEqual([30, 0]);
  });
  it('malifaux-1e/AP-7 Melee Expert gives one melee AP; malifaux-1e/ST-2 Armor +# stacks', () => {
    const s = modelFrom('A', model('x', { abilities: [{ keyword: 'MELEE_EXPERT' }, { keyword: 'MELEE_EXPERT' }, { keyword: 'ARMOR', value: 1 }, { keyword: 'ARMOR', value: 2 }, { keyword: 'ARMOR' }, { keyword: 'HARD_TO_KILL', value: 5 }] }));
    expect([s.meleeAp, s.armor]).toEqual([1, 3]);
  });
});

describe('malifaux-1e §3 model rules (model.ts)', () => {
  it('malifaux-1e/SS-4 Masters and Henchmen use soulstones unless their card says not; Minions never', () => {
    expect([
      usesSoulstones({ station: 'MASTER', characteristics: [] }),
      usesSoulstones({ station: 'HENCHMAN', characteristics: [] }),
      usesSoulstones({ station: 'MINION', characteristics: [] }),
      usesSoulstones({ station: 'MASTER', characteristics: ['No Use Soulstone'] }),
    ]).toEqual([true, true, false, false]);
  });
  it('malifaux-1e/CB-2 the melee zone is the largest melee Rg, Bash 1 at least; none while paralyzed', () => {
    expect([meleeZone(m('a', { actions: [] })), meleeZone(m('b', { actions: [rifle] })), meleeZone(m('c', { actions: [{ ...sword, range: { kind: 'CLOSE', inches: 2 } }, sword] }))]).toEqual([1, 1, 2]);
    expect(meleeZone(m('d', {}, { modifiers: { ...NO_MODIFIERS, paralyzed: true } }))).toBe(0);
    expect(BASH).toEqual({ name: 'Bash', kind: 'MELEE', rg: 1, cb: 3, cbSuits: [], dg: { weak: 0, moderate: 1, severe: 2 }, paired: false, ap: 1, triggers: [] });
  });
  it('malifaux-1e/SM-1 W24 Defensive Stance: Wk and Cg −2, floor 1; Cg - stays -', () => {
    const d = { modifiers: { ...NO_MODIFIERS, defensive: true } };
    expect([walkOf(MALIFAUX_1E, m('a')), walkOf(MALIFAUX_1E, m('a', {}, d)), chargeOf(MALIFAUX_1E, m('a')), chargeOf(MALIFAUX_1E, m('a', {}, d))]).toEqual([5, 3, 7, 5]);
    expect(chargeOf(MALIFAUX_1E, m('a', { stats: { df: 4, wp: 5, wk: 5, cg: null, ht: 2 } }))).toBeNull();
  });
  it('malifaux-1e/DMG-2 reductions: Spirit / Esprit halve, Armor adds the cover, Object #', () => {
    expect(damageReductions({ characteristics: [' Spirit '], armor: 1 }, 1)).toEqual({ halve: true, armor: 2, object: 0 });
    expect(damageReductions({ characteristics: ['Esprit'], armor: 0 }, 0)).toEqual({ halve: true, armor: 0, object: 0 });
    expect(damageReductions({ characteristics: ['Objet 2'], armor: 0 }, 0)).toEqual({ halve: false, armor: 0, object: 2 });
    expect(damageReductions({ characteristics: ['Object 11', 'Living'], armor: 0 }, 0)).toEqual({ halve: false, armor: 0, object: 11 });
    expect(damageReductions({ characteristics: ['Objects 2', 'Object'], armor: 0 }, 0)).toEqual({ halve: false, armor: 0, object: 0 });
  });
  it('malifaux-1e/DMG-2 D18 D19 the order: halve (round up), Armor, then Object (minimum 1); 0 stays 0', () => {
    expect([
      reduceWounds(0, { halve: false, armor: 0, object: 0 }),
      reduceWounds(-1, { halve: true, armor: 0, object: 0 }),
      reduceWounds(5, { halve: true, armor: 0, object: 0 }),
      reduceWounds(5, { halve: true, armor: 2, object: 0 }),
      reduceWounds(5, { halve: false, armor: 6, object: 0 }),
      reduceWounds(5, { halve: false, armor: 0, object: 9 }),
      reduceWounds(5, { halve: false, armor: 5, object: 2 }),
      reduceWounds(5, { halve: false, armor: 1, object: 2 }),
    ]).toEqual([0, 0, 3, 1, 0, 1, 0, 2]);
  });
  it('malifaux-1e/MV-8 malifaux-1e/MV-9 Flight / Vol / Levitation / Lévitation fly; only Levitation levitates', () => {
    const c = (...characteristics: string[]) => ({ characteristics });
    expect([flies(c('Flight')), flies(c(' vol ')), flies(c('Levitation')), flies(c('Lévitation')), flies(c('Flightless')), flies(c())]).toEqual([true, true, true, true, false, false]);
    expect([levitates(c('LEVITATION')), levitates(c(' Lévitation')), levitates(c('Flight')), levitates(c('Levitation 2'))]).toEqual([true, true, false, false]);
  });
});

describe('malifaux-1e §3.6 corpse and scrap counters (counters.ts, W12)', () => {
  // The models are built inside each test (modelFrom is code under test: built at collection time, its mutants would be static).
  type Other = { readonly characteristics: string[]; readonly killed?: boolean };
  const grave: Other = { characteristics: ['Graverobber'] };
  const scav: Other = { characteristics: ['Récupérateur'] };
  it.each<[string, string[], number, Other[], { kind: 'CORPSE' | 'SCRAP'; count: number } | null]>([
    ['a living 30 mm model, a Graverobber in play', ['Living'], 30, [grave], { kind: 'CORPSE', count: 1 }],
    ['a living 40 mm model', [], 40, [{ characteristics: ['Pilleur de tombes'] }], { kind: 'CORPSE', count: 2 }],
    ['an undead 50 mm model', ['Undead'], 50, [grave], { kind: 'CORPSE', count: 3 }],
    ['a mort-vivant', ['Mort-vivant'], 30, [grave], { kind: 'CORPSE', count: 1 }],
    ['a living model, no Graverobber', ['Living'], 30, [scav], null],
    ['a living model, the Graverobber killed', ['Living'], 30, [{ ...grave, killed: true }], null],
    ['a Construct, a Scavenger in play', ['Construct'], 50, [scav], { kind: 'SCRAP', count: 3 }],
    ['a Construct, a Scavenger by its English name', ['Construct'], 40, [{ characteristics: ['scavenger'] }], { kind: 'SCRAP', count: 2 }],
    ['a Construct, a Recuperateur', ['Construct'], 30, [{ characteristics: ['Recuperateur'] }], { kind: 'SCRAP', count: 1 }],
    ['a Construct, only a Graverobber', ['Construct'], 30, [grave], null],
    ['a Spirit', ['Spirit'], 30, [grave, scav], null],
    ['an Esprit', ['Esprit', 'Construct'], 30, [scav], null],
    ['a Nightmare', ['Nightmare'], 30, [grave], null],
  ])('W12 %s', (_, characteristics, baseMm, others, expected) => {
    const dead = m('dead', { characteristics, baseMm: baseMm as 30 | 40 | 50 });
    const inPlay = others.map((o, i) => m(`o${i}`, { characteristics: o.characteristics }, o.killed ? { status: 'KILLED' } : {}));
    expect(countersFor(dead, [dead, ...inPlay])).toEqual(expected);
  });
  it('W12 a Graverobber killed leaves no corpse for itself', () => {
    const g = m('g', { characteristics: ['Graverobber'] });
    expect(countersFor(g, [g])).toBeNull();
  });
  it('[DERIVED] living unless Construct, Spirit, Nightmare, Undead, Soulless or Object #', () => {
    const l = (...characteristics: string[]) => isLiving(m('x', { characteristics }));
    expect([l('Living'), l(), l('Construct'), l('Esprit'), l('Cauchemar'), l('Sans âme'), l('Soulless'), l('Object 2'), l('Objet 1'), l('Objects')]).toEqual([true, true, false, false, false, false, false, false, false, true]);
  });
});

describe('malifaux-1e §11.6 the transformed profile (transform.ts)', () => {
  const orig = (): ModelState => m('k', { station: 'HENCHMAN', wounds: 6, actions: [{ ...sword, name: 'Cast', stat: { name: 'Ca', value: 7 } }] }, { wounds: 4, activations: 1, modifiers: { ...NO_MODIFIERS, fast: true } });
  it('malifaux-1e/TF-2 malifaux-1e/TF-3 the new profile keeps the original Ca, wounds suffered, modifiers and activations', () => {
    const e = transformInto(orig(), model('ikiryo', { name: 'Ikiryo', wounds: 9 }));
    expect(e.type).toBe('ModelProfileChanged1e');
    const p = (e.data as { profile: ModelState }).profile;
    expect(p).toMatchObject({ id: 'k', name: 'Ikiryo', stats: { ca: 7, wd: 9 }, wounds: 7, activations: 1, modifiers: { fast: true }, status: 'IN_PLAY', transformedFrom: orig() });
    expect((e.data as { cause: string }).cause).toBe('transformed into Ikiryo (TF-2, TF-3 (§11.6))');
    const back = transformBack(p);
    expect((back.data as { profile: ModelState }).profile).toMatchObject({ id: 'k', name: 'k', stats: { ca: 7, wd: 6 }, wounds: 4, activations: 1, status: 'IN_PLAY' });
    expect((back.data as { cause: string }).cause).toBe('the transformation ended: k again (TF-2, TF-3 (§11.6))');
  });
  it('malifaux-1e/TF-3 a profile with no Wd left kills it, both ways', () => {
    const small = transformInto(orig(), model('wisp', { wounds: 2 }));
    expect((small.data as { profile: ModelState }).profile).toMatchObject({ wounds: 0, status: 'KILLED' });
    const big = (transformInto(m('k', { wounds: 2 }), model('giant', { wounds: 10 })).data as { profile: ModelState }).profile;
    const hurt = { ...big, wounds: 1 };
    expect((transformBack(hurt).data as { profile: ModelState }).profile).toMatchObject({ wounds: 0, status: 'KILLED' });
  });
});
