// Test fixtures for the Mage Wars rules: card definitions (the rulebook prints no stats, §17.3, so the numbers here are
// invented for tests except the §13.6 facts they carry), encounter creation, crafted positions and a simple autoplayer.
import type { Actor, SeatId } from '../../core/decider';
import { fold } from '../../core/decider';
import type { Zone } from '../arena';
import type { AttackBar, CardDefinition } from '../cards/card-definition';
import type { CreateEncounter, EncounterCommand, OptionsInput, PlayerSetup } from '../commands';
import type { EncounterEvent } from '../events';
import { mageWars } from '../index';
import { roundStep as roundStepOf } from '../round-step';
import { isGame, type ConditionMarker, type EncounterState, type GameState } from '../state';

export const seat = (s: SeatId): Actor => ({ role: 'seat', seat: s });

const base = (over: Partial<CardDefinition> & Pick<CardDefinition, 'id' | 'name' | 'type'>): CardDefinition => ({
  subtypes: [], schools: [{ school: 'Arcane', level: 1 }], schoolJoin: 'OR', cost: 1, action: 'quick', range: { min: 0, max: 2 }, targets: ['creature'],
  traits: [], attacks: [], defenses: [], effects: [], grants: [], ...over,
});

export const melee = (name: string, dice: number, over: Partial<AttackBar> = {}): AttackBar => ({ name, action: 'quick', kind: 'melee', damageTypes: [], dice, effects: [], traits: [], ...over });

export const CARDS = {
  timberWolf: base({ id: 'timber-wolf', name: 'Timber Wolf', type: 'creature', subtypes: ['Animal', 'Canine'], schools: [{ school: 'Nature', level: 2 }], cost: 8, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 10, armor: 1, attacks: [melee('Bite', 4)] }),
  imp: base({ id: 'firebrand-imp', name: 'Firebrand Imp', type: 'creature', subtypes: ['Demon'], schools: [{ school: 'Fire', level: 1 }], cost: 5, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 6, armor: 2, traits: [{ id: 'Immunity', damageType: 'flame' }], attacks: [melee('Claw', 2, { damageTypes: ['flame'] })] }),
  knight: base({ id: 'knight-of-westlock', name: 'Knight of Westlock', type: 'creature', subtypes: ['Soldier'], schools: [{ school: 'Holy', level: 2 }], cost: 9, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 10, armor: 3, traits: [{ id: 'TypeModifier', damageType: 'lightning', value: 2 }], attacks: [melee('Sword', 4)] }),
  unicorn: base({ id: 'highland-unicorn', name: 'Highland Unicorn', type: 'creature', subtypes: ['Animal'], schools: [{ school: 'Holy', level: 3 }], cost: 11, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 12, armor: 2, traits: [{ id: 'Regenerate', value: 2 }], attacks: [melee('Horn', 4)] }),
  grizzly: base({ id: 'steelclaw-grizzly', name: 'Steelclaw Grizzly', type: 'creature', subtypes: ['Animal'], schools: [{ school: 'Nature', level: 3 }], cost: 12, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 14, armor: 2, attacks: [melee('Claws', 4), melee('Maul', 6, { action: 'full' })] }),
  hydra: base({ id: 'darkfenne-hydra', name: 'Darkfenne Hydra', type: 'creature', subtypes: ['Reptile'], schools: [{ school: 'Water', level: 4 }], cost: 14, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 16, armor: 2, attacks: [melee('Bites', 3, { traits: [{ id: 'Counterstrike' }] })] }),
  falcon: base({ id: 'thunderift-falcon', name: 'Thunderift Falcon', type: 'creature', subtypes: ['Animal'], schools: [{ school: 'Nature', level: 1 }], cost: 5, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 5, traits: [{ id: 'Flying' }, { id: 'Fast' }], attacks: [melee('Talons', 2)] }),
  archer: base({ id: 'royal-archer', name: 'Royal Archer', type: 'creature', subtypes: ['Soldier'], schools: [{ school: 'War', level: 2 }], cost: 8, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 8, armor: 1, attacks: [melee('Knife', 2), { name: 'Longbow', action: 'full', kind: 'ranged', range: { min: 1, max: 2 }, damageTypes: [], dice: 4, effects: [], traits: [] }] }),
  thornBeast: base({ id: 'thorn-beast', name: 'Thorn Beast', type: 'creature', subtypes: ['Plant'], schools: [{ school: 'Nature', level: 2 }], cost: 6, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 9, attacks: [melee('Lash', 3), { name: 'Thorns', action: 'quick', kind: 'barrier', damageTypes: [], dice: 2, effects: [], traits: [] }] }),
  spirit: base({ id: 'esprit-virevoltant', name: 'Esprit virevoltant', type: 'creature', subtypes: ['Spirit'], schools: [{ school: 'Mind', level: 2 }], cost: 6, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 6, traits: [{ id: 'Incorporeal' }], attacks: [melee('Touch', 2)] }),
  cleric: base({ id: 'asyran-cleric', name: 'Asyran Cleric', type: 'creature', subtypes: ['Human', 'Cleric'], schools: [{ school: 'Holy', level: 2 }], cost: 7, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 7, attacks: [melee('Mace', 2)], abilities: [{ name: 'Heal', action: 'quick', range: { min: 0, max: 1 }, targets: ['creature'], effects: [{ kind: 'heal', dice: 1 }] }] }),
  vampire: base({ id: 'vampire-bat', name: 'Vampire Bat', type: 'creature', subtypes: ['Animal'], schools: [{ school: 'Dark', level: 2 }], cost: 6, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 12, attacks: [melee('Bite', 4, { traits: [{ id: 'Vampiric' }] })] }),
  fireball: base({ id: 'fireball', name: 'Fireball', type: 'attack', schools: [{ school: 'Fire', level: 2 }], cost: 8, range: { min: 0, max: 2 }, targets: ['creature', 'conjuration'], attacks: [melee('Fireball', 5, { kind: 'ranged', damageTypes: ['flame'], effects: [{ min: 7, max: 10, effects: [{ kind: 'condition', condition: 'Burn', count: 1 }] }, { min: 11, max: null, effects: [{ kind: 'condition', condition: 'Burn', count: 2 }] }] })] }),
  flameblast: base({ id: 'flameblast', name: 'Flameblast', type: 'attack', schools: [{ school: 'Fire', level: 1 }], cost: 4, range: { min: 0, max: 1 }, targets: ['creature', 'conjuration'], attacks: [melee('Flameblast', 4, { kind: 'ranged', damageTypes: ['flame'] })] }),
  lightningBolt: base({ id: 'lightning-bolt', name: 'Lightning Bolt', type: 'attack', schools: [{ school: 'Air', level: 2 }], cost: 6, range: { min: 0, max: 2 }, targets: ['creature', 'conjuration'], attacks: [melee('Bolt', 5, { kind: 'ranged', damageTypes: ['lightning'], effects: [{ min: 6, max: 8, effects: [{ kind: 'condition', condition: 'Daze', count: 1 }] }, { min: 9, max: null, effects: [{ kind: 'condition', condition: 'Stun', count: 1 }] }] })] }),
  geyser: base({ id: 'geyser', name: 'Geyser', type: 'attack', schools: [{ school: 'Water', level: 2 }], cost: 6, range: { min: 0, max: 2 }, targets: ['creature', 'conjuration'], attacks: [melee('Geyser', 4, { kind: 'ranged', damageTypes: ['hydro'], effects: [{ min: 7, max: 9, effects: [{ kind: 'push' }] }, { min: 10, max: null, effects: [{ kind: 'push' }, { kind: 'condition', condition: 'Daze', count: 1 }] }] })] }),
  pillar: base({ id: 'pillar-of-light', name: 'Pillar of Light', type: 'attack', schools: [{ school: 'Holy', level: 1 }], cost: 5, range: { min: 0, max: 2 }, targets: ['creature', 'conjuration'], attacks: [melee('Pillar', 3, { kind: 'ranged', damageTypes: ['light'], traits: [{ id: 'Ethereal' }], effects: [{ min: 6, max: 8, effects: [{ kind: 'condition', condition: 'Daze', count: 1 }] }, { min: 9, max: null, effects: [{ kind: 'condition', condition: 'Stun', count: 1 }] }] })] }),
  firestorm: base({ id: 'firestorm', name: 'Firestorm', type: 'attack', schools: [{ school: 'Fire', level: 3 }], cost: 9, action: 'full', range: { min: 0, max: 1 }, targets: ['zone'], attacks: [melee('Firestorm', 4, { kind: 'ranged', zone: true, damageTypes: ['flame'], traits: [{ id: 'Unavoidable' }] })] }),
  block: base({ id: 'block', name: 'Block', type: 'enchantment', subtypes: ['Defense'], cost: 2, revealCost: 2, mandatory: true, trigger: 'attacked', singleUse: true, effects: [{ kind: 'defense', defense: { minRoll: 1, uses: 1 } }] }),
  nullify: base({ id: 'nullify', name: 'Nullify', type: 'enchantment', cost: 2, revealCost: 2, mandatory: true, trigger: 'targetedBySpell', singleUse: true, targets: ['creature', 'conjuration'], effects: [{ kind: 'counterSpell' }] }),
  agony: base({ id: 'agony', name: 'Agony', type: 'enchantment', subtypes: ['Curse'], cost: 2, revealCost: 2, grants: [{ id: 'AttackDice', value: -2 }] }),
  rhinoHide: base({ id: 'rhino-hide', name: 'Rhino Hide', type: 'enchantment', cost: 2, revealCost: 1, grants: [{ id: 'Armor', value: 2 }] }),
  bearStrength: base({ id: 'bear-strength', name: 'Bear Strength', type: 'enchantment', cost: 2, revealCost: 1, grants: [{ id: 'Melee', value: 1 }] }),
  harmonize: base({ id: 'harmonize', name: 'Harmonize', type: 'enchantment', cost: 2, revealCost: 2, traits: [{ id: 'Magebind', value: 2 }], grants: [{ id: 'Channeling', value: 1 }], targets: ['creature', 'conjuration'] }),
  ghoulRot: base({ id: 'ghoul-rot', name: 'Ghoul Rot', type: 'enchantment', cost: 2, revealCost: 3, effects: [{ kind: 'condition', condition: 'Rot', count: 1 }] }),
  retaliate: base({ id: 'retaliate', name: 'Retaliate', type: 'enchantment', cost: 2, revealCost: 1, singleUse: true, grants: [{ id: 'Counterstrike' }] }),
  restore: base({ id: 'restore', name: 'Restore', type: 'incantation', schools: [{ school: 'Holy', level: 1 }], cost: 0, range: { min: 0, max: 1 }, effects: [{ kind: 'payToRemove', condition: 'Stun' }] }),
  minorHeal: base({ id: 'minor-heal', name: 'Minor Heal', type: 'incantation', cost: 3, effects: [{ kind: 'heal', dice: 3 }] }),
  sleep: base({ id: 'sleep', name: 'Sleep', type: 'incantation', schools: [{ school: 'Mind', level: 2 }], cost: { perTargetLevel: 2 }, effects: [{ kind: 'condition', condition: 'Sleep', count: 1 }] }),
  teleport: base({ id: 'teleport', name: 'Teleport', type: 'incantation', cost: 3, effects: [{ kind: 'teleport' }] }),
  forcePush: base({ id: 'force-push', name: 'Force Push', type: 'incantation', cost: 2, range: { min: 0, max: 1 }, effects: [{ kind: 'push' }] }),
  dispel: base({ id: 'dispel', name: 'Dispel', type: 'incantation', cost: 2, targets: ['enchantment'], effects: [{ kind: 'destroyEnchantment' }] }),
  stranglevine: base({ id: 'stranglevine', name: 'Stranglevine', type: 'conjuration', schools: [{ school: 'Nature', level: 2 }], cost: 6, life: 6, targets: ['creature'], effects: [] }),
  wallOfThorns: base({ id: 'wall-of-thorns', name: 'Wall of Thorns', type: 'conjuration', subtypes: ['Wall'], cost: 7, action: 'full', range: { min: 0, max: 2 }, targets: ['border'], life: 9, traits: [{ id: 'PassageBlocked' }, { id: 'BlocksLoS' }] }),
  bearskin: base({ id: 'bearskin', name: 'Bearskin', type: 'equipment', cost: 3, targets: ['mage'], equipmentSlots: ['chest'], grants: [{ id: 'Armor', value: 1 }] }),
  dragonscale: base({ id: 'dragonscale-hauberk', name: 'Dragonscale Hauberk', type: 'equipment', cost: 4, targets: ['mage'], equipmentSlots: ['chest'], grants: [{ id: 'Armor', value: 2 }] }),
  stunTrap: base({ id: 'stun-trap', name: 'Stun Trap', type: 'enchantment', subtypes: ['Trap'], cost: 2, revealCost: 1, mandatory: true, trigger: 'enemyEntersZone', singleUse: true, targets: ['zone'], effects: [{ kind: 'condition', condition: 'Stun', count: 1 }] }),
  fireTrap: base({ id: 'fire-trap', name: 'Fire Trap', type: 'enchantment', subtypes: ['Trap'], cost: 2, revealCost: 1, mandatory: true, trigger: 'enemyEntersZone', singleUse: true, targets: ['zone'], effects: [{ kind: 'directDamage', amount: 2, damageType: 'flame' }] }),
  huginn: base({ id: 'huginn', name: 'Huginn', type: 'creature', subtypes: ['Bird', 'Familiar'], schools: [{ school: 'Arcane', level: 2 }], cost: 7, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 6, channeling: 1, traits: [{ id: 'Flying' }], attacks: [melee('Peck', 2)], castFilter: { types: ['incantation', 'enchantment'] } }),
  lair: base({ id: 'lair', name: 'Lair', type: 'conjuration', subtypes: ['Spawnpoint'], schools: [{ school: 'Nature', level: 3 }], cost: 12, action: 'full', range: { min: 0, max: 1 }, targets: ['zone'], life: 15, channeling: 2, castFilter: { types: ['creature'], subtypes: ['Animal'] } }),
  mageWand: base({ id: 'mage-wand', name: 'Mage Wand', type: 'equipment', cost: 4, targets: ['mage'], equipmentSlots: ['weapon'], traits: [{ id: 'Spellbind' }], spellbind: ['incantation'] }),
  bracers: base({ id: 'deflection-bracers', name: 'Deflection Bracers', type: 'equipment', cost: 2, targets: ['mage'], equipmentSlots: ['wrists'], defenses: [{ minRoll: 7, uses: 1 }] }),
} satisfies Record<string, CardDefinition>;

export const ALL_CARDS: CardDefinition[] = Object.values(CARDS);

export function createCommand(
  over: { players?: PlayerSetup[]; options?: OptionsInput; seed?: string; cards?: CardDefinition[] } = {},
): CreateEncounter {
  return {
    type: 'CreateEncounter',
    actor: { role: 'organiser' },
    data: {
      encounterId: 'mw-1',
      players: over.players ?? [{ name: 'Ana', mageClass: 'Warlock' }, { name: 'Ben', mageClass: 'Priestess' }],
      cards: over.cards ?? ALL_CARDS,
      seed: over.seed ?? 'c0ffee',
      seedCommitment: `commit(${over.seed ?? 'c0ffee'})`,
      options: over.options,
      now: '2026-01-01T00:00:00Z',
    },
  };
}

export const fakeSha = (s: string): string => `commit(${s})`;

export function stateOf(events: readonly EncounterEvent[]): GameState {
  const s: EncounterState = fold(mageWars.evolve, mageWars.initialState(), events);
  if (!isGame(s)) throw new Error('no game');
  return s;
}

/** Runs commands and returns the whole log (throws on a refused command). */
export function play(commands: readonly EncounterCommand[], from: readonly EncounterEvent[] = []): EncounterEvent[] {
  const events = from.slice();
  let state = fold(mageWars.evolve, mageWars.initialState(), events);
  for (const c of commands) {
    const produced = mageWars.decide(state, c);
    state = fold(mageWars.evolve, state, produced);
    events.push(...produced);
  }
  return events;
}

/** A spellbook of the given cards (one of each, in order): their instance ids are `<seat>-1`, `<seat>-2`, … */
export const book = (...cards: CardDefinition[]): string[] => cards.map((c) => c.id);

/** Crafted facts for scenario tests (evolve is total, so a position can be written as events). */
export const enter = (objectId: string, cardId: string, owner: SeatId, zone: Zone, ready = true): EncounterEvent[] => [
  { type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-card`, kind: 'creature', owner, zone, border: null, attachedTo: null } },
  ...(ready ? [{ type: 'RoundBegun', data: { round: 1, initiative: 'A' } } as EncounterEvent] : []),
];
export const marker = (condition: ConditionMarker['condition'], source: ConditionMarker['source'] = 'other', duringActivation: number | null = null): ConditionMarker => ({ condition, source, duringActivation });
export const addConditions = (objectId: string, condition: ConditionMarker['condition'], count: number): EncounterEvent => ({
  type: 'ConditionsAdded', data: { objectId, marker: marker(condition), count },
});
export const teleportTo = (objectId: string, from: Zone, to: Zone): EncounterEvent => ({ type: 'CreatureTeleported', data: { objectId, from, to } });
export const manaTo = (seatId: SeatId, amount: number): EncounterEvent => ({ type: 'ManaChanneled', data: { gains: [{ objectId: `mage-${seatId}`, seat: seatId, amount }] } });

/** Planning for both seats (empty plans by default), after creation. */
export function planBoth(a: string[] = [], b: string[] = []): EncounterCommand[] {
  return [
    { type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: a } },
    { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: b } },
  ];
}

/** Passes both first quickcasts in initiative order. */
export function passQuickcasts(events: readonly EncounterEvent[]): EncounterCommand[] {
  const s = stateOf(events);
  return s.round.queue.map((q) => ({ type: 'PassQuickcast', actor: seat(q), data: { seat: q } }));
}

/** Created, both planned, first quickcasts passed: the action phases are due. */
export function toActions(create: CreateEncounter = createCommand(), plans: [string[], string[]] = [[], []], extra: EncounterEvent[] = []): EncounterEvent[] {
  const created = [...play([create]), ...extra];
  const planned = play(planBoth(...plans), created);
  return play(passQuickcasts(planned), planned);
}

/** Plays the rest of the round with every creature doing nothing, until the next round asks for upkeep or planning. */
export function finishRound(events: readonly EncounterEvent[]): EncounterEvent[] {
  let log = events.slice();
  const start = stateOf(log).round.round;
  for (let i = 0; i < 50; i++) {
    const s = stateOf(log);
    if (s.status === 'ended' || (s.round.round > start && (s.round.phase === 'planning' || s.round.phase === 'upkeep'))) return log;
    const step = roundStepOf(s);
    let c: EncounterCommand;
    if (step.kind === 'quickcast') c = { type: 'PassQuickcast', actor: seat(step.seat), data: { seat: step.seat } };
    else if (step.kind === 'activate') {
      const ready = Object.values(s.objects).find((o) => !o.destroyed && o.controller === step.seat && o.actionReady === true)!;
      c = { type: 'ActivateCreature', actor: seat(step.seat), data: { seat: step.seat, objectId: ready.id } };
    } else if (step.kind === 'actionPhase') c = { type: 'EndActionPhase', actor: seat(step.seat), data: { seat: step.seat } };
    else if (step.kind === 'planning') c = { type: 'PlanSpells', actor: seat(step.seats[0]), data: { seat: step.seats[0], instanceIds: [] } };
    else throw new Error(`finishRound cannot answer ${step.kind}`);
    log = play([c], log);
  }
  return log;
}


/** Full mode (§1, §12-§13): Mage ability cards, the 3×4 arena; the books must be legal for their Mage (SB-1..SB-8). */
export function fullCommand(players: PlayerSetup[], cards: CardDefinition[] = ALL_CARDS, seed = 'c0ffee'): CreateEncounter {
  const c = createCommand({ players, cards, seed });
  return { ...c, data: { ...c.data, mode: 'full' } };
}
