// Any command with any plausible data, in any state reached by play, is either decided or refused with a RuleViolation
// naming a malifaux-3e-gg3 rule; evolve and view never throw (STYLE.md "Deciders": evolve is total).
import fc from 'fast-check';
import { RuleViolation } from '../core/rule-violation';
import type { Gg3Command } from './commands';
import { decide } from './decide';
import { evolve } from './evolve';
import { inTurnOne, NOW, schemeGame, type Game } from './testing/fixtures';
import { redactEvent, view } from './view';
import type { Gg3Strategy } from './tables';

const TYPES: Gg3Command['type'][] = [
  'RegisterTerrain', 'DeclareCrew', 'ChooseSchemes', 'DetermineAttacker', 'ChooseDeploymentZones', 'PlaceStrategyMarker', 'DeployCrews', 'DeclarePregameInitiative',
  'PlaceCurseToken', 'StartTurn', 'CommitCovertSelection', 'StartActivations', 'RecordDamage', 'RecordHealing', 'RecordKill', 'DiscardCurseToken', 'RedistributeCurseTokens',
  'RecordSummon', 'RecordReplace', 'RecordBury', 'DropMarker', 'RemoveMarker', 'PushStrategyMarker', 'PassCurseToken', 'EndActivation', 'EndTurn', 'RevealCovertSelection',
  'DeclareStrategyFacts', 'ClaimScheme', 'FinishClaims', 'ConfirmFact', 'DisputeFact', 'ResolveDispute', 'WithdrawFact', 'EndEncounter', 'ChooseAfterFlip',
];
const IDS = ['a-lead', 'a-hench', 'a-enf', 'a-min1', 'b-lead', 'b-hench', 'b-enf', 'b-min1', 'covert-1', 'stash-1', 'carve-A-1', 'm1', 'barn', 'nope'];
const id = fc.constantFrom(...IDS);
const ids = fc.array(id, { maxLength: 4 });
const seat = fc.constantFrom('A', 'B');
const data = fc.record(
  {
    seat, model: id, victim: id, killer: fc.option(id, { nil: null }), leadersWithin3: ids, source: id, target: id, amount: fc.integer({ min: 0, max: 12 }),
    activationId: fc.constantFrom('a1', 'a2'), factId: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `f${s.replace(/[^A-Za-z0-9]/g, 'x')}`),
    discard: fc.boolean(), recipients: ids, lineageId: id, lineageIds: ids, buried: fc.boolean(), markerId: id, type: fc.constantFrom('scheme', 'corpse', 'strategy'),
    owner: fc.constantFrom('A', 'B', null), x: fc.double({ min: 0, max: 36, noNaN: true }), y: fc.double({ min: 0, max: 36, noNaN: true }), by: id, within1: fc.boolean(),
    removedMarkers: ids, from: id, to: id, initiative: fc.option(seat, { nil: undefined }), attacker: fc.option(seat, { nil: undefined }), pick: seat, half: fc.constantFrom('low', 'high'), slot: fc.constantFrom(0, 1), part: fc.constantFrom('reveal', 'end'),
    facts: fc.record({ model: id, modelInEnemyDz: fc.boolean(), enemiesWithin4LoS: ids, near: fc.dictionary(id, id), engagedBy: fc.dictionary(id, ids), enemiesNearMarkers: fc.dictionary(id, ids), leader: id, markersNearLeader: ids, pairwiseWithin3: fc.boolean(), enemy: id, markers: ids, onEnemyHalf: fc.boolean(), engaged: fc.boolean() }, { requiredKeys: [] }),
    removeMarkers: ids, near: fc.dictionary(id, ids), reason: fc.constant('r'), ruling: fc.constantFrom('upheld', 'overruled'), salt: fc.constant('0'.repeat(32)),
    placement: fc.option(fc.record({ model: id, marker: id, notEngaged: fc.boolean(), within2: fc.boolean() }), { nil: undefined }),
  },
  // Every member the DTOs require is there (shape is the DTOs' job); the table facts of a claim are optional.
);
const command = fc.record({ type: fc.constantFrom(...TYPES), organiser: fc.boolean(), data });

const games: (() => Game)[] = [
  ...(['gg3.cursed-objects', 'gg3.guard-the-stash', 'gg3.carve-a-path', 'gg3.covert-operation'] as Gg3Strategy[]).map((strategy) => () => inTurnOne({ strategy })),
  () => inTurnOne({ strategy: 'gg3.covert-operation', policies: { initiative: 'server-flip' } }),
  () => schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 11 }], [{ no: 9, markerType: 'corpse' }, { no: 12 }]),
];

describe('malifaux-3e-gg3 robustness', () => {
  it.each(games.map((g, i) => [i, g] as const))('game %i: random commands are decided or refused by a rule, never crash', (_i, start) => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (cmds) => {
        const g = start();
        for (const c of cmds) {
          const actor = c.organiser ? ({ role: 'organiser' } as const) : ({ role: 'seat', seat: c.data.seat } as const);
          try {
            const events = decide(g.state, { type: c.type, actor, data: { now: NOW, ...c.data } } as Gg3Command);
            for (const e of events) {
              g.state = evolve(g.state, e);
              redactEvent(e, { role: 'seat', seat: 'B' }, g.state);
            }
            view(g.state, { role: 'seat', seat: 'A' });
          } catch (e) {
            if (!(e instanceof RuleViolation) || !e.ruleId.startsWith('malifaux-3e-gg3/')) throw e;
          }
        }
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });
});
