// The duel calculator for one seat (duel/duel-calculator.ts; rules/malifaux-2e.md §3.2, §3.4, §4): exact odds from
// what that seat may know. It reads the server state but takes from it only the caller's own hand, both discard piles
// (every card in them went there face up, in the public log) and the cards face up in play; never the opponent's
// hand nor any deck order. It appends nothing.
import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/access.service';
import { notFound } from '../common/problem/problem';
import { CommandBus } from '../encounters/command-bus.service';
import { EventStoreService } from '../event-store/event-store.service';
import { FATE_DECK, type CardId, type Suit } from '../rules/malifaux/cards';
import { winProbability, type CalcSide, type DuelQuery } from '../rules/malifaux-2e/duel/duel-calculator';
import { effectiveStat } from '../rules/malifaux-2e/duel/duel-total';
import { NO_FATE_MODIFIERS } from '../rules/malifaux-2e/duel/fate-modifiers';
import { isGame, opponentOf, seatOf, type EncounterState } from '../rules/malifaux-2e/state';
import { fateOf, policyOf, statModifierOf } from './duel-commands.mapper';
import { actingSeat } from './duels.service';
import type { DuelOddsInput, OddsSideInput } from './dto/duel-odds.input';

export interface DuelOdds {
  readonly version: number;
  readonly seat: string;
  readonly probability: number;
  readonly numerator: number;
  readonly denominator: number;
  readonly fraction: string;
  readonly handCount: number;
  readonly discardCount: number;
  readonly opponentDiscardCount: number;
}

function sideOf(s: OddsSideInput): CalcSide {
  return {
    stat: effectiveStat(s.stat, (s.statModifiers ?? []).map(statModifierOf)) ?? 1, // SM-1, MA-3
    fate: s.fate ? fateOf(s.fate) : NO_FATE_MODIFIERS,
    totalBonus: s.totalBonus ?? 0,
    printedSuits: (s.printedSuits ?? []) as Suit[],
    soulstoneSuits: (s.soulstoneSuits ?? []) as Suit[],
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

@Injectable()
export class DuelOddsService {
  constructor(
    private readonly store: EventStoreService,
    private readonly bus: CommandBus,
  ) {}

  async odds(access: Access, i: DuelOddsInput): Promise<DuelOdds> {
    const seat = actingSeat(access); // the odds are a player's; the organiser holds no hand
    const head = await this.store.streamHead(access.encounterId);
    if (!head) throw notFound(`encounter ${access.encounterId}`);
    const state = (await this.bus.stateOf(head, this.bus.rulesetOf(head))) as EncounterState;
    if (!isGame(state)) throw notFound(`encounter ${access.encounterId}`);
    const mine = seatOf(state, seat);
    const theirs = seatOf(state, opponentOf(state, seat));
    // Cards face up in an unresolved flip are in neither deck; everything else not known stays possible.
    const notInPlay = (inPlay: readonly CardId[]): CardId[] => FATE_DECK.filter((c) => !inPlay.includes(c));
    const common = {
      me: sideOf(i.me),
      hand: mine.hand,
      myDiscard: mine.discard,
      universe: notInPlay(mine.inPlay),
      ...(i.tn !== undefined && i.tn !== null ? { tn: i.tn } : {}),
      requiredSuits: (i.requiredSuits ?? []) as Suit[],
      considerCheating: i.considerCheating ?? false,
      policy: policyOf(i.policy) ?? {},
    };
    const query: DuelQuery =
      i.kind === 'OPPOSED' && i.opponent && i.role
        ? {
            ...common,
            kind: 'OPPOSED',
            myRole: i.role === 'DEFENDER' ? 'DEFENDER' : 'ATTACKER',
            opponent: sideOf(i.opponent),
            opponentDiscard: theirs.discard,
            opponentUniverse: notInPlay(theirs.inPlay),
          }
        : { ...common, kind: 'SIMPLE' };
    const p = winProbability(query);
    const g = p.numerator === 0 ? Math.max(1, p.denominator) : gcd(p.numerator, p.denominator);
    return {
      version: head.version,
      seat,
      probability: p.value,
      numerator: p.numerator,
      denominator: p.denominator,
      fraction: p.denominator === 0 ? '0/1' : `${p.numerator / g}/${p.denominator / g}`,
      handCount: mine.hand.length,
      discardCount: mine.discard.length,
      opponentDiscardCount: query.kind === 'OPPOSED' ? theirs.discard.length : 0,
    };
  }
}
