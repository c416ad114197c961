// malifaux-2e §20 Standard Encounters: folding setup, scheme and scoring events, and the server's own scoring facts
// (kills, first attacks, conditions) with their stream versions. Total: never throws.
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { isStandardEvent, type SchemeCard, type StandardEncounter, type StandardEvent } from './standard-types';
import { FOR_THE_MONEY_SOULSTONES } from './tables';

export function initialStandard(placer: SeatId, preset: StandardEncounter['preset'], mode: 'STANDARD' | 'STORY' = 'STANDARD'): StandardEncounter {
  return {
    step: 'RECORD_TERRAIN',
    mode,
    story: null,
    placer,
    preset,
    terrain: [],
    size: null,
    factions: {},
    factionsRevealed: false,
    deployment: null,
    strategy: null,
    schemePool: [],
    crews: {},
    crewsRevealed: false,
    schemes: {},
    schemesRevealed: false,
    orderWinner: null,
    deployFirst: null,
    zones: {},
    declarations: [],
    ledger: [],
    kills: [],
    firstAttacks: {},
    interacts: [],
    conditionSince: {},
    result: null,
  };
}

const withCard = (enc: StandardEncounter, seat: SeatId, scheme: string, change: (c: SchemeCard) => SchemeCard): StandardEncounter => {
  const cards = enc.schemes[seat];
  return cards ? { ...enc, schemes: { ...enc.schemes, [seat]: cards.map((c) => (c.scheme === scheme ? change(c) : c)) } } : enc;
};

/** Runs after the base evolve: counts the stream version, then folds what Standard Encounters track. */
export function evolveStandard(state: GameState, event: EncounterEvent): GameState {
  const version = (state.eventCount ?? 0) + 1;
  const next: GameState = { ...state, eventCount: version };
  if (event.type === 'StandardSetupBegun') {
    const standard = initialStandard(event.data.placer, event.data.preset, event.data.mode ?? 'STANDARD');
    return { ...next, standard: event.data.linked ? { ...standard, linked: event.data.linked } : standard };
  }
  const enc = next.standard;
  if (!enc) return next;
  const s = isStandardEvent(event) ? evolveSetupEvent(next, enc, event) : { game: next, enc: evolveFacts(enc, event, version, state) };
  return { ...s.game, standard: s.enc };
}

function evolveFacts(enc: StandardEncounter, e: EncounterEvent, version: number, state: GameState): StandardEncounter {
  switch (e.type) {
    case 'ModelKilled':
      return { ...enc, kills: [...enc.kills, { modelId: e.data.modelId, seat: e.data.seat, byModelId: e.data.byModelId, bySeat: e.data.bySeat, turn: e.data.turn, how: 'KILLED', version }] };
    case 'ModelSacrificed':
      return { ...enc, kills: [...enc.kills, { modelId: e.data.modelId, seat: e.data.seat, byModelId: null, bySeat: null, turn: e.data.turn, how: 'SACRIFICED', version }] };
    case 'ActionTaken': {
      const d = e.data;
      if (d.action === 'Interact') return { ...enc, interacts: [...(enc.interacts ?? []), { modelId: d.modelId, turn: state.turn, targets: d.targets, ap: d.printedAp, engagedWith: d.facts?.engagedWith ?? [], version }] };
      return d.category === 'ATTACK' && !enc.firstAttacks[d.modelId] ? { ...enc, firstAttacks: { ...enc.firstAttacks, [d.modelId]: { targets: d.targets, version, turn: state.turn } } } : enc;
    }
    case 'DisengagingStrikeStarted': {
      // a disengaging strike is an Attack Action; its target is the model walking away.
      const walker = state.table?.walk?.modelId;
      return walker && !enc.firstAttacks[e.data.strikerId] ? { ...enc, firstAttacks: { ...enc.firstAttacks, [e.data.strikerId]: { targets: [walker], version, turn: state.turn } } } : enc;
    }
    case 'ConditionGained': {
      const key = `${e.data.modelId}:${e.data.name}`;
      return enc.conditionSince[key] ? enc : { ...enc, conditionSince: { ...enc.conditionSince, [key]: version } };
    }
    case 'ConditionRemoved': {
      const key = `${e.data.modelId}:${e.data.name}`;
      const { [key]: _gone, ...rest } = enc.conditionSince;
      void _gone;
      return { ...enc, conditionSince: rest };
    }
    default:
      return enc;
  }
}

function evolveSetupEvent(game: GameState, enc: StandardEncounter, e: StandardEvent): { game: GameState; enc: StandardEncounter } {
  const only = (next: StandardEncounter) => ({ game, enc: next });
  switch (e.type) {
    case 'StandardSetupBegun':
      return only(enc);
    case 'TerrainRecorded':
      return only({ ...enc, terrain: e.data.pieces, step: 'SET_ENCOUNTER_SIZE' });
    case 'EncounterSizeSet':
      return only({ ...enc, size: { soulstones: e.data.soulstones, sizeClass: e.data.sizeClass }, step: 'ANNOUNCE_FACTIONS' });
    case 'FactionCommitted':
      return e.data.faction === null ? only(enc) : only({ ...enc, factions: { ...enc.factions, [e.data.seat]: e.data.faction } });
    case 'FactionsRevealed':
      return only({ ...enc, factions: e.data.factions, factionsRevealed: true, step: 'DETERMINE_DEPLOYMENT' });
    case 'DeploymentDetermined':
      return only({ ...enc, deployment: e.data.deployment, step: 'DETERMINE_STRATEGY' });
    case 'StrategyDetermined':
      return only({ ...enc, strategy: e.data.strategy, step: 'GENERATE_SCHEME_POOL' });
    case 'StoryStrategyDetermined': {
      // §21.1 step 5: no Scheme pool; the Schemes are chosen from the nineteen generic ones and the own faction's (§21.7).
      const { attacker, defender, attackerStrategy, defenderObjective, shindig } = e.data;
      return only({ ...enc, story: { attacker, defender, attackerStrategy, defenderObjective, shindig }, schemePool: e.data.pool, step: 'HIRE_CREWS' });
    }
    case 'SchemePoolGenerated':
      return only({ ...enc, schemePool: e.data.pool, step: 'HIRE_CREWS' });
    case 'CrewSubmitted':
      return e.data.list === null || e.data.summary === null ? only(enc) : only({ ...enc, crews: { ...enc.crews, [e.data.seat]: { list: e.data.list, summary: e.data.summary } } });
    case 'CrewsRevealed': {
      // §20.8: the Pool is the Leader's Cache plus the points bought.
      const seats = { ...game.seats };
      for (const [seat, c] of Object.entries(e.data.crews)) {
        const s = seats[seat as SeatId];
        if (s) seats[seat as SeatId] = { ...s, soulstones: c.summary.pool };
      }
      return { game: { ...game, seats }, enc: { ...enc, crews: e.data.crews, crewsRevealed: true, step: 'CHOOSE_SCHEMES' } };
    }
    case 'SchemesChosen':
      if (e.data.schemes === null) return only(enc);
      return only({
        ...enc,
        schemes: { ...enc.schemes, [e.data.seat]: e.data.schemes.map((c) => ({ ...c, revealed: null, vp: 0, used: [] })) },
        startReveals: { ...(enc.startReveals ?? {}), [e.data.seat]: e.data.reveal ?? [] },
      });
    case 'SchemesRevealed': {
      // §20.9: the simultaneous reveal; until now nobody else could see which Scheme would be revealed.
      let next: StandardEncounter = { ...enc, schemesRevealed: true, step: 'FLIP_DEPLOYMENT_ORDER' };
      const seats = { ...game.seats };
      for (const [seat, shown] of Object.entries(e.data.revealed))
        for (const c of shown) {
          next = withCard(next, seat as SeatId, c.scheme, (k) => ({ ...k, revealed: 'START' }));
          // §21.7 For the Money: on its reveal the Crew's Pool gains 4 Soulstones (it may exceed the starting limit).
          const s = seats[seat as SeatId];
          if (c.scheme === 'FOR_THE_MONEY' && s) seats[seat as SeatId] = { ...s, soulstones: s.soulstones + FOR_THE_MONEY_SOULSTONES };
        }
      return { game: { ...game, seats }, enc: next };
    }
    case 'DeploymentOrderFlipped':
      return only({ ...enc, orderWinner: e.data.winner, step: 'CHOOSE_DEPLOYMENT_ORDER' });
    case 'DeploymentOrderChosen':
      return only({ ...enc, deployFirst: e.data.deployFirst, step: 'CHOOSE_DEPLOYMENT_ZONE' });
    case 'CrewsDeployed':
      return only({ ...enc, zones: e.data.zones });
    case 'StandardSetupCompleted':
      return only({ ...enc, step: 'COMPLETE' });
    case 'SchemeRevealed':
      return only(withCard(enc, e.data.seat, e.data.scheme, (c) => ({ ...c, revealed: c.revealed === 'START' || c.revealed === 'OWN' ? c.revealed : e.data.how })));
    case 'ScoringFactsDeclared': {
      const { hiddenSchemes: _h, ...d } = e.data;
      void _h;
      const others = enc.declarations.filter((x) => x.declarationId !== d.declarationId);
      return only({ ...enc, declarations: [...others, { ...d, answer: 'PENDING', answerReason: null }] });
    }
    case 'ScoringFactsAnswered':
      return only({ ...enc, declarations: enc.declarations.map((x) => (x.declarationId === e.data.declarationId ? { ...x, answer: e.data.answer, answerReason: e.data.reason } : x)) });
    case 'ScoringFactsRuled':
      return only({ ...enc, declarations: enc.declarations.map((x) => (x.declarationId === e.data.declarationId ? { ...x, ruling: e.data.ruling } : x)) });
    case 'VictoryPointsAwarded': {
      let next: StandardEncounter = { ...enc, ledger: [...enc.ledger, ...e.data.entries] };
      for (const x of e.data.entries) if (x.source !== 'STRATEGY' && x.source !== 'SHINDIG') next = withCard(next, x.seat, x.source, (c) => ({ ...c, vp: c.vp + x.vp }));
      // Stryker disable next-line ArrayDeclaration: a filler use has no seat, and withCard leaves a seat without cards unchanged
      const uses = e.data.uses ?? [];
      for (const u of uses) next = withCard(next, u.seat, u.scheme, (c) => ({ ...c, used: [...c.used, u.use] }));
      const t = game.table;
      if (!t) return only(next);
      const vp = { ...t.vp };
      for (const x of e.data.entries) vp[x.seat] = (vp[x.seat] ?? 0) + x.vp;
      return { game: { ...game, table: { ...t, vp } }, enc: next };
    }
    case 'EncounterResultDetermined':
      return only({ ...enc, result: { vp: e.data.vp, winner: e.data.winner } });
    case 'SpoilsChosen':
      return only({ ...enc, spoils: { ...e.data } });
    case 'StoryRoleChosen':
      return only({ ...enc, story: enc.story ? { ...enc.story, attacker: e.data.attacker, defender: e.data.defender } : enc.story, spoils: enc.spoils ? { ...enc.spoils, roleChosen: true } : enc.spoils });
    default: {
      const _exhaustive: never = e;
      void _exhaustive;
      return only(enc);
    }
  }
}
