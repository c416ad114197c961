// malifaux-1e §11-§14 robustness: any extension command, however wrong for the moment, is decided or refused with a
// RuleViolation (a 422, never a 500), and what it appends folds (DESIGN.md "No input, however malformed, gets a 500").
import { rngFor, uniformInt, type Rng } from '../../core/prng';
import { RuleViolation } from '../../core/rule-violation';
import { FATE_DECK } from '../../malifaux/cards';
import { card, Table1e } from './testing/table-1e';
import { guildCrew, neverbornCrew } from './testing/encounter-game';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, xs.length)];

function randomCommand(rng: Rng, t: Table1e): [string, string, unknown] {
  const who = pick(rng, ['A', 'B', 'organiser'] as const);
  const seat = pick(rng, ['A', 'B'] as const);
  const model = pick(rng, ['lj', 'g1', 'pan', 'n1', 'nope', '']);
  const casting = t.game.ext.magic.current?.castingId ?? 'c0';
  const duel = t.game.ext.morale.pending[0]?.duelId ?? 'm0';
  const spell = { name: 'Bolt', ap: uniformInt(rng, 3), tn: uniformInt(rng, 15), suits: pick(rng, [[], ['RAM'], ['RAM', 'RAM']]), rst: pick(rng, [null, 'Df', 'Wp', 'Zz']), range: pick(rng, ['RANGED', 'PULSE', 'SELF']), rg: pick(rng, [4, 'C', 0]) };
  const all: [string, unknown][] = [
    ['BeginEncounterSetup1e', {}],
    ['ChooseEncounterSize1e', { size: pick(rng, ['SCRAP', 'BRAWL']), soulstones: uniformInt(rng, 90) }],
    ['ChooseFaction1e', { seat, faction: pick(rng, ['GUILD', 'NEVERBORN', 'GREMLINS']) }],
    ['DetermineLocation1e', { mode: pick(rng, ['FLIP', 'AGREED']), seat, location: pick(rng, ['RUINS', 'GREAT_TAVERN', 'X']) }],
    ['MakeSetupChoice1e', { seat, value: pick(rng, ['INDOOR', 'RUINS', 'Brumes', 'STANDARD', 'SHARED', 'SLAUGHTER']) }],
    ['FlipSpecialLocation1e', { seat }],
    ['RecordEncounterTerrain1e', { pieces: [{ id: 'p', traits: pick(rng, [[], ['DESTRUCTIBLE'], ['HAZARDOUS']]), ht: 2, solidity: uniformInt(rng, 12) }] }],
    ['DetermineDeployment1e', { mode: pick(rng, ['FLIP', 'AGREED']), seat, deployment: 'CORNER' }],
    ['ChooseEncounterType1e', { type: pick(rng, ['GENERAL', 'EXTENDED']), seat }],
    ['FlipStrategy1e', { seat }],
    ['DecideStrategyReflip1e', { seat, reflip: pick(rng, [true, false]) }],
    ['SubmitCrew1e', { seat, list: seat === 'A' ? guildCrew() : neverbornCrew() }],
    ['ChooseSchemes1e', { seat, schemes: pick(rng, [[], [{ id: 'X' }]]) }],
    ['FlipDeploymentOrder1e', {}],
    ['DeployCrew1e', { seat }],
    ['AnnounceSchemes1e', { seat, schemes: [] }],
    ['EndTurn1e', { turn: uniformInt(rng, 8) }],
    ['ScoreVictoryPoints1e', { seat, lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: uniformInt(rng, 12) }] }],
    ['DeclareSpell1e', { castingId: `c${uniformInt(rng, 3)}`, casterId: model, spell, channel: pick(rng, [true, false]), targets: [{ modelId: pick(rng, ['n1', 'lj', 'x']), inLoS: pick(rng, [true, false]), distance: uniformInt(rng, 8), friendly: false }], upFrontConditionsMet: true }],
    ['ResolveCasting1e', { castingId: casting, extraConditionsMet: true }],
    ['StartResistDuel1e', { castingId: casting, modelId: model }],
    ['ResolveResist1e', { castingId: casting, modelId: model, takeEffect: pick(rng, [true, false]) }],
    ['DrainSouls1e', { seat, leaderId: model, isLeader: true, sacrificed: [{ modelId: pick(rng, ['g1', 'n1']), friendly: true, within6: true, insignificant: false }] }],
    ['Summon1e', { summonerId: model, controlledByOpponent: false, modelId: 'z', name: 'Zombie', inPlaySameName: 0, completelyWithin6: true, card: pick(rng, [undefined, card('z', { station: 'MINION' }), card('z', { station: 'ENFORCER' })]) }],
    ['Transform1e', { modelId: model, original: 'a', into: 'b', originalSpells: [], fits: true, wounds: 3 }],
    ['RegisterMoraleModels1e', { seat, models: [{ id: model, seat, wp: 4, wk: 4, living: true, immuneToMorale: false, terrifying: pick(rng, [null, 12]), flies: false }] }],
    ['CheckTerrifying1e', { duelId: 'm0', modelId: model, sourceId: pick(rng, ['lj', 'pan']), moment: 'END_ACTION', distance: 1 }],
    ['StartMoraleDuel1e', { duelId: duel }],
    ['ResolveMoraleDuel1e', { duelId: duel }],
    ['MakeFleeMove1e', { modelId: model, distance: uniformInt(rng, 12), atTableEdge: pick(rng, [true, false]), duringOwnActivation: true }],
    ['AttackTerrain', { pieceId: 'p', section: uniformInt(rng, 3), damage: uniformInt(rng, 8) }],
    ['HireCrew', { seat, models: [card(`${seat}${uniformInt(rng, 3)}`)] }],
    ['BeginDrawPhase', {}],
    ['ResolveClosingPhase', {}],
  ];
  const [type, data] = pick(rng, all);
  return [who, type, data];
}

describe('malifaux-1e §11-§14 robustness', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('seed %i: 150 random commands are decided or refused with a RuleViolation', (seed) => {
    const rng = rngFor('m1e-robust', seed);
    const t = new Table1e([...FATE_DECK], [...FATE_DECK].reverse());
    for (let i = 0; i < 150; i++) {
      const [who, type, data] = randomCommand(rng, t);
      try {
        t.run(who as 'A', type, data);
      } catch (e) {
        if (e instanceof RuleViolation) continue;
        if (e instanceof Error && e.message.startsWith('forbidden:')) continue;
        throw new Error(`${type} ${JSON.stringify(data)} threw ${(e as Error).stack}`);
      }
    }
  });
});
