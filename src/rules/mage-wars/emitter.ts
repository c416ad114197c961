// The decide-side helper: emit an event and fold it at once, so every rule reads the state as it is after the facts so
// far; dice draw the next nonce and record their faces in a DiceRolled event (core/prng.ts; DESIGN.md "Randomness").
import { rollAttackDice, rollD12s, type DieFace, type RollPurpose } from './dice';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import type { GameState } from './state';

export class Emitter {
  readonly events: EncounterEvent[] = [];
  /** Only CreateEncounter starts from the empty state; its first event makes it a GameState. */
  constructor(public state: GameState) {}

  static fromEmpty(): Emitter {
    return new Emitter({ status: 'empty' } as unknown as GameState);
  }

  emit(...events: EncounterEvent[]): void {
    for (const e of events) {
      this.events.push(e);
      this.state = evolve(this.state, e) as GameState;
    }
  }

  attackDice(count: number, purpose: RollPurpose, subject: string | null): DieFace[] {
    const nonce = this.state.nonce;
    const faces = rollAttackDice(this.state.seed, nonce, count, this.state.options.attackDie);
    this.emit({ type: 'DiceRolled', data: { nonce, purpose, count, outcome: { die: 'attack', faces }, subject } });
    return faces;
  }

  d12(purpose: RollPurpose, subject: string | null, count = 1): number[] {
    const nonce = this.state.nonce;
    const values = rollD12s(this.state.seed, nonce, count);
    this.emit({ type: 'DiceRolled', data: { nonce, purpose, count, outcome: { die: 'd12', values }, subject } });
    return values;
  }
}
