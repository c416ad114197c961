// Test support: a whole 1E encounter through the malifaux1e decider (decide → evolve), with stacked decks and a driver
// that answers the core's routine decisions (draws, initiative reflips, duel declines) so a test can focus on §11-§14.
import type { Actor, SeatId } from '../../../core/decider';
import { RuleViolation } from '../../../core/rule-violation';
import { FATE_DECK, type CardId } from '../../../malifaux/cards';
import type { EncounterCommand1e, HiredModel } from '../../commands';
import type { EncounterEvent1e } from '../../events';
import { malifaux1e } from '../../index';
import { isGame1e, type EncounterState1e, type GameState1e } from '../../state';
import { turnStep1e } from '../../view';
import { dueStep1e } from '../../duel/duel-steps';

/** A deck with these cards on top, the rest in canonical order. */
export const stacked = (...top: CardId[]): CardId[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];

type Who = SeatId | 'organiser';
const actorOf = (who: Who): Actor => (who === 'organiser' ? { role: 'organiser' } : { role: 'seat', seat: who });

export class Table1e {
  state: EncounterState1e = malifaux1e.initialState();
  readonly events: EncounterEvent1e[] = [];
  constructor(deckA: CardId[], deckB: CardId[]) {
    this.run('organiser', 'CreateEncounter', { encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: 'seed', seedCommitment: 'c', options: { autoDeclineCuts: true }, stackedDecks: [deckA, deckB], now: '2026-11-23T00:00:00Z' });
  }
  get game(): GameState1e {
    if (!isGame1e(this.state)) throw new Error('no game');
    return this.state;
  }
  run(who: Who, type: string, data: unknown): EncounterEvent1e[] {
    const command = { type, actor: actorOf(who), data } as EncounterCommand1e;
    const denied = malifaux1e.authorize(this.state, command);
    if (denied) throw new Error(`forbidden: ${denied}`);
    const out = malifaux1e.decide(this.state, command);
    for (const e of out) this.state = malifaux1e.evolve(this.state, e);
    this.events.push(...out);
    return out;
  }
  refused(who: Who, type: string, data: unknown): string | null {
    try {
      const command = { type, actor: actorOf(who), data } as EncounterCommand1e;
      if (malifaux1e.authorize(this.state, command)) return 'FORBIDDEN';
      malifaux1e.decide(this.state, command);
      return null;
    } catch (e) {
      if (e instanceof RuleViolation) return e.ruleId;
      throw e;
    }
  }
  /** Declines every cheat, soulstone card and trigger until the duel in progress resolves. */
  settleDuel(): void {
    for (let guard = 0; guard < 20; guard++) {
      const due = dueStep1e(this.game.duel);
      const by = due.seats[0];
      const decline: Record<string, string> = { CHEAT: 'DeclineCheat', SOULSTONE_CARD: 'DeclineSoulstoneCard', DECLARE_TRIGGER: 'PassTrigger' };
      if (due.step === 'CHOOSE_ACTIVE_CARD') {
        const d = this.game.duel;
        const side = d.status === 'DUELING' ? d.duel.sides.find((s) => s.role === due.role) : undefined;
        this.run(by, 'DuelDecision', { command: { type: 'ChooseActiveCard', data: { by, card: side?.flipped[0] } } });
      } else if (due.step === 'NAME_RED_JOKER_SUIT') this.run(by, 'DuelDecision', { command: { type: 'NameRedJokerSuit', data: { by, suit: 'RAM' } } });
      else if (decline[due.step]) this.run(by, 'DuelDecision', { command: { type: decline[due.step], data: { by } } });
      else return;
    }
  }
  /** Draw Phase and initiative (no soulstone reflips). */
  startTurn(): void {
    this.run('organiser', 'BeginDrawPhase', {});
    for (let guard = 0; guard < 4 && turnStep1e(this.game).step === 'DRAW'; guard++) {
      const seat = turnStep1e(this.game).seats[0];
      this.run(seat, 'RefillHand', { seat, discard: [], useSoulstone: false });
    }
    this.run('organiser', 'FlipInitiative', { flipId: `ini-${this.game.turn.number}` });
    for (let guard = 0; guard < 8 && turnStep1e(this.game).step === 'INITIATIVE_REFLIP'; guard++) {
      const seat = turnStep1e(this.game).seats[0];
      this.run(seat, 'DecideInitiativeReflip', { seat, reflip: false, flipId: `r-${guard}` });
    }
  }
  /** Every model due activates and ends at once (or `act` acts for it), then the Closing Phase. */
  playActivations(act: (modelId: string) => void = () => undefined): void {
    for (let guard = 0; guard < 40 && turnStep1e(this.game).step === 'ACTIVATE'; guard++) {
      const seat = turnStep1e(this.game).seats[0];
      const m = Object.values(this.game.models).find((x) => x.seat === seat && x.status === 'IN_PLAY' && x.activations === 0);
      if (!m) break;
      this.run(seat, 'ActivateModel', { modelId: m.id });
      act(m.id);
      if (this.game.turn.activation) this.run(seat, 'EndActivation', { modelId: m.id });
    }
    this.run('organiser', 'ResolveClosingPhase', {});
  }
}

/** A stat card in the crews route's shape (commands.ts HiredModel). */
export const card = (id: string, over: Partial<HiredModel> & { ca?: number } = {}): HiredModel => ({
  id,
  name: id,
  station: 'MINION',
  characteristics: ['Living'],
  stats: { df: 4, wp: 5, wk: 4, cg: 6, ht: 2 },
  wounds: 6,
  actions: over.ca !== undefined ? [{ name: 'Spell', ap: 1, category: 'SPELL', range: { kind: 'PROJECTILE', inches: 10 }, stat: { name: 'Ca', value: over.ca } }] : [],
  ...over,
});
