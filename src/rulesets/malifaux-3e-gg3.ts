// The Malifaux 3E Gaining Grounds 3 registration: its decider, access rule, summary, creation command and result.
import { gg3, GG3_SNAPSHOT_SCHEMA, type Gg3Command, type Gg3Event, type Gg3State } from '../rules/malifaux-3e-gg3';
import { foreignCommand, foreignSections, invalidField, rejectForeign } from './creation';
import { GG3_EVENT_TYPES } from './malifaux-3e-gg3-event-types';
import type { Ruleset, RulesetCommand } from './ruleset';

/** Every command the GG3 decider knows (src/rules/malifaux-3e-gg3/README.md "Commands"). */
export const GG3_COMMANDS: ReadonlySet<string> = new Set<Gg3Command['type']>([
  'CreateEncounter', 'RegisterTerrain', 'DeclareCrew', 'ChooseSchemes', 'DetermineAttacker', 'ChooseDeploymentZones', 'PlaceStrategyMarker', 'DeployCrews',
  'DeclarePregameInitiative', 'PlaceCurseToken', 'StartTurn', 'CommitCovertSelection', 'StartActivations', 'RecordDamage', 'RecordHealing', 'RecordKill',
  'DiscardCurseToken', 'RedistributeCurseTokens', 'RecordSummon', 'RecordReplace', 'RecordBury', 'DropMarker', 'RemoveMarker', 'PushStrategyMarker',
  'PassCurseToken', 'EndActivation', 'EndTurn', 'RevealCovertSelection', 'DeclareStrategyFacts', 'ClaimScheme', 'FinishClaims', 'ConfirmFact', 'DisputeFact',
  'ResolveDispute', 'WithdrawFact', 'EndEncounter', 'ChooseAfterFlip',
]);

const known = (c: RulesetCommand): Gg3Command => {
  if (!GG3_COMMANDS.has(c.type)) throw foreignCommand('malifaux-3e-gg3', c.type);
  return c as Gg3Command;
};

export const malifaux3eGg3Ruleset: Ruleset = {
  id: 'malifaux-3e-gg3',
  snapshotSchema: GG3_SNAPSHOT_SCHEMA,
  eventTypes: GG3_EVENT_TYPES,
  decider: {
    initialState: () => gg3.initialState(),
    // Commands reach the decider only through DTOs validated for this ruleset (and the type check above).
    decide: (s, c) => gg3.decide(s as Gg3State, known(c)),
    evolve: (s, e) => gg3.evolve(s as Gg3State, e as Gg3Event),
    view: (s, v) => gg3.view(s as Gg3State, v),
    redactEvent: (e, v, now) => gg3.redactEvent(e as Gg3Event, v, now as Gg3State),
  },
  authorize: (s, c) => gg3.authorize(s as Gg3State, known(c)),
  summary: (s) => {
    const state = s as Gg3State;
    if (state.status === 'none') return null;
    return { status: state.status, players: state.players.map((p) => ({ seat: p.seat, name: p.name })), seedCommitment: state.seedCommitment, createdAt: state.createdAt, endedAt: state.endedAt };
  },
  createCommandData: (input, server) => {
    rejectForeign('malifaux-3e-gg3', {
      stackedDecks: input.stackedDecks,
      options: input.options,
      ...foreignSections('malifaux-3e-gg3', input),
      ...Object.fromEntries(input.players.flatMap((p, i) => [[`players[${i}].soulstones`, p.soulstones], [`players[${i}].handSize`, p.handSize]])),
    });
    const g = input.gg3;
    if (!g) throw invalidField('gg3', 'required for ruleset malifaux-3e-gg3 (the generation method)');
    if (input.players.length !== 2) throw invalidField('players', 'a GG3 encounter has two players');
    const generation = Object.fromEntries(Object.entries({ method: g.method, strategy: g.strategy, deployment: g.deployment, schemePool: g.schemePool, flips: g.flips }).filter(([, v]) => v !== undefined));
    return {
      encounterId: server.encounterId,
      players: input.players.map((p) => ({ name: p.name })),
      seed: server.seed,
      seedCommitment: server.seedCommitment,
      now: server.now,
      generation,
      policies: Object.fromEntries(Object.entries(g.policies ?? {}).filter(([, v]) => v !== undefined && v !== null)),
    };
  },
  result: (s) => gg3.result(s as Gg3State),
};
