// Standard Encounters (rules/malifaux-2e.md §20): validated inputs become Malifaux 2E commands; the server adds ids.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccessService, type Access } from '../common/auth/access.service';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { EventStoreService } from '../event-store/event-store.service';
import { nextLinkedGame } from '../rules/malifaux-2e/encounter/linked-games';
import { isGame, type EncounterState } from '../rules/malifaux-2e/state';
import type { SeatId } from '../rules/core/decider';
import type { SchemeFacts, StandardCommand } from '../rules/malifaux-2e/encounter/standard-types';
import { modelOf } from '../turns/turn-commands.mapper';
import { CommandBus, type CommandOptions } from './command-bus.service';
import type { CommandResult } from './command-result';
import type {
  AnnounceFactionInput,
  AnswerScoringFactsInput,
  BeginStandardSetupInput,
  ChooseSchemesInput,
  DeclareScoringFactsInput,
  DeploymentOrderInput,
  DeploymentZoneInput,
  EncounterSizeInput,
  RecordTerrainInput,
  RevealSchemeInput,
  RuleOnScoringFactsInput,
  SchemeFactsInput,
  ChooseSpoilsInput,
  ChooseStoryRoleInput,
  SubmitCrewInput,
} from './dto/encounter-setup.input';

type Data<T extends StandardCommand['type']> = Extract<StandardCommand, { type: T }>['data'];
const opt = <K extends string, V>(k: K, v: V | null | undefined): Partial<Record<K, V>> => (v === undefined || v === null ? {} : ({ [k]: v } as Record<K, V>));

function factsOf(f: SchemeFactsInput): SchemeFacts {
  return {
    ...opt('markers', f.markers),
    ...opt('enemiesWithin3', f.enemiesWithin3),
    ...opt('detonate', f.detonate),
    ...opt('beyond8FromOwnDz', f.beyond8FromOwnDz),
    ...opt('endCursedObjectOn', f.endCursedObjectOn),
    ...opt('deliveredBy', f.deliveredBy),
    ...opt('endA', f.endA),
    ...opt('endB', f.endB),
    ...opt('unengagedNearEnd', f.unengagedNearEnd),
    ...opt('terrain', f.terrain?.map((t) => ({ pieceId: t.pieceId, markerId: t.markerId }))),
    ...opt('position', f.position as SchemeFacts['position']),
    ...opt('engaged', f.engaged),
    ...opt('noOtherEnemyWithin3', f.noOtherEnemyWithin3),
    ...opt('corners', f.corners?.map((c) => ({ corner: c.corner as 1 | 2 | 3 | 4, markerId: c.markerId, inOwnDz: c.inOwnDz }))),
    ...opt('decayPerQuarter', f.decayPerQuarter as [number, number, number, number] | undefined),
    ...opt('nearOwnDz', f.nearOwnDz),
    ...opt('nearEnemyDz', f.nearEnemyDz),
  };
}

@Injectable()
export class EncounterSetupService {
  constructor(
    private readonly bus: CommandBus,
    private readonly access: AccessService,
    private readonly store: EventStoreService,
  ) {}

  private run<T extends StandardCommand['type']>(a: Access, type: T, data: Data<T>, o: CommandOptions, server: Record<string, unknown> = {}): Promise<CommandResult> {
    return this.bus.execute(a, { type, data }, o, server);
  }

  /** Secret and per-seat choices are a seat's own: the organiser cannot make them. */
  private seatOf(a: Access, what: string): SeatId {
    if (a.actor.role !== 'seat') throw new ProblemException(ProblemCode.FORBIDDEN, `only a seat ${what}`);
    return a.actor.seat;
  }

  async begin(a: Access, i: BeginStandardSetupInput, o: CommandOptions): Promise<CommandResult> {
    const p = i.preset;
    const preset = p ? { ...opt('deployment', p.deployment), ...opt('strategy', p.strategy), ...opt('schemePool', p.schemePool) } : undefined;
    const linked = i.linkedTo ? await this.linkedContext(a, i.linkedTo.encounterId, i.linkedTo.encounterToken, i.sameFaction ?? true) : undefined;
    return this.run(a, 'BeginStandardSetup', { ...opt('preset', preset), ...opt('mode', i.mode) } as Data<'BeginStandardSetup'>, o, { flipId: randomUUID(), ...opt('linked', linked) });
  }

  /**
   * §21.8: the previous game of a series, proven by its organiser token and read from the server's own log (never
   * from the client), gives this game's Linked Games context (a 422 naming the rule when it cannot continue).
   */
  private async linkedContext(a: Access, previousId: string, token: string, sameFaction: boolean): Promise<object> {
    if (a.actor.role !== 'organiser') throw new ProblemException(ProblemCode.FORBIDDEN, 'only the organiser links a game to the previous one of a series');
    if (previousId === a.encounterId) throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'a game cannot follow itself', { errors: [{ field: 'linkedTo.encounterId', message: 'the previous game of the series' }] });
    const prev = await this.access.resolve(previousId, `Bearer ${token}`).catch(() => null);
    if (!prev || prev.actor.role !== 'organiser') {
      throw new ProblemException(ProblemCode.FORBIDDEN, "linkedTo.encounterToken must be the previous game's organiser token", { errors: [{ field: 'linkedTo.encounterToken', message: 'not the organiser token of that encounter' }] });
    }
    const head = await this.store.streamHead(previousId);
    if (!head) throw notFound(`encounter ${previousId}`);
    if (head.streamType !== 'malifaux-2e') throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'the previous game is of another ruleset', { errors: [{ field: 'linkedTo.encounterId', message: 'not a Malifaux 2E encounter' }] });
    const state = (await this.bus.stateOf(head, this.bus.rulesetOf(head))) as EncounterState;
    if (!isGame(state)) throw notFound(`encounter ${previousId}`);
    return nextLinkedGame(state, previousId, sameFaction);
  }

  terrain(a: Access, i: RecordTerrainInput, o: CommandOptions): Promise<CommandResult> {
    const pieces = i.pieces.map((p) => ({ id: p.id, kind: p.kind, heightInches: p.heightInches, base: p.base, ...opt('traits', p.traits) }));
    return this.run(a, 'RecordTerrain', { pieces } as Data<'RecordTerrain'>, o);
  }

  size(a: Access, i: EncounterSizeInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'SetEncounterSize', { soulstones: i.soulstones }, o);
  }

  spoils(a: Access, i: ChooseSpoilsInput, o: CommandOptions): Promise<CommandResult> {
    const data = { seat: this.seatOf(a, 'chooses its spoils'), option: i.option, ...opt('attackerStrategy', i.attackerStrategy), ...opt('defenderSuit', i.defenderSuit), ...opt('terrain', i.terrain) };
    return this.run(a, 'ChooseSpoils', data as Data<'ChooseSpoils'>, o);
  }

  storyRole(a: Access, i: ChooseStoryRoleInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'ChooseStoryRole', { seat: this.seatOf(a, 'chooses its side'), attacker: i.attacker }, o);
  }

  faction(a: Access, i: AnnounceFactionInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'AnnounceFaction', { seat: this.seatOf(a, 'announces its faction'), faction: i.faction } as Data<'AnnounceFaction'>, o);
  }

  flip(a: Access, type: 'DetermineDeployment' | 'DetermineStrategy' | 'GenerateSchemePool' | 'FlipDeploymentOrder', o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type, data: {} }, o, { flipId: randomUUID() });
  }

  crew(a: Access, i: SubmitCrewInput, o: CommandOptions): Promise<CommandResult> {
    const models = i.models.map((e) => ({
      model: modelOf(e.model),
      cost: e.cost,
      factions: e.factions,
      ...opt('cache', e.cache),
      ...opt('hireableByAbility', e.hireableByAbility),
      ...opt('upgrades', e.upgrades?.map((u) => ({ name: u.name, cost: u.cost, faction: u.faction, ...opt('limited', u.limited), ...opt('rare', u.rare), ...opt('requiresLeader', u.requiresLeader), ...opt('avatar', u.avatar) }))),
    }));
    return this.run(a, 'SubmitCrew', { seat: this.seatOf(a, 'hires its crew'), list: { leaderId: i.leaderId, poolPurchased: i.poolPurchased, models } } as Data<'SubmitCrew'>, o);
  }

  schemes(a: Access, i: ChooseSchemesInput, o: CommandOptions): Promise<CommandResult> {
    const schemes = i.schemes.map((c) => ({ scheme: c.scheme, notes: { ...opt('friendlyModelId', c.notes?.friendlyModelId), ...opt('enemyModelId', c.notes?.enemyModelId) } }));
    return this.run(a, 'ChooseSchemes', { seat: this.seatOf(a, 'chooses its schemes'), schemes, reveal: i.reveal } as Data<'ChooseSchemes'>, o);
  }

  deploymentOrder(a: Access, i: DeploymentOrderInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'ChooseDeploymentOrder', { deployFirst: i.deployFirst }, o);
  }

  deploymentZone(a: Access, i: DeploymentZoneInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'ChooseDeploymentZone', { zone: i.zone } as Data<'ChooseDeploymentZone'>, o);
  }

  reveal(a: Access, i: RevealSchemeInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'RevealScheme', { seat: this.seatOf(a, 'reveals its scheme'), scheme: i.scheme } as Data<'RevealScheme'>, o);
  }

  declare(a: Access, i: DeclareScoringFactsInput, o: CommandOptions): Promise<CommandResult> {
    const list = i.schemes ?? [];
    if (new Set(list.map((f) => f.scheme)).size !== list.length)
      throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'schemes: one entry per Scheme', { errors: [{ field: 'schemes', message: 'a Scheme is named twice' }] });
    const s = i.strategy;
    const story = s?.story;
    if (story && new Set(story.map((f) => f.key)).size !== story.length)
      throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'strategy.story: one entry per source', { errors: [{ field: 'strategy.story', message: 'a source is named twice' }] });
    const strategy = s
      ? {
          ...opt('nonPeonWithin6', s.nonPeonWithin6),
          ...opt('quarters', s.quarters),
          ...opt('claimsHeld', s.claimsHeld),
          ...opt('claimMarkers', s.claimMarkers ? { enemyHalf: s.claimMarkers.enemyHalf, ownHalf: s.claimMarkers.ownHalf } : undefined),
          ...opt('story', story ? Object.fromEntries(story.map((f) => [f.key, f.value])) : undefined),
        }
      : undefined;
    const data = {
      seat: this.seatOf(a, 'declares its scoring facts'),
      moment: i.moment,
      ...opt('strategy', strategy),
      ...opt('schemes', list.length > 0 ? Object.fromEntries(list.map((f) => [f.scheme, factsOf(f)])) : undefined),
      ...opt('firstScheme', i.firstScheme),
    };
    return this.bus.execute(a, { type: 'DeclareScoringFacts', data }, o, { declarationId: randomUUID() });
  }

  answer(a: Access, declarationId: string, i: AnswerScoringFactsInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'AnswerScoringFacts', { declarationId, answer: i.answer, ...opt('reason', i.reason) } as Data<'AnswerScoringFacts'>, o);
  }

  rule(a: Access, declarationId: string, i: RuleOnScoringFactsInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'RuleOnScoringFacts', { declarationId, ruling: i.ruling } as Data<'RuleOnScoringFacts'>, o);
  }
}
