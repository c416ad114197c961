// malifaux-1e duel decisions on the encounter (rules/malifaux-1e.md §6, §10.5-§10.11): routes each decision of the duel
// or damage flip in progress to its rule, refuses 2E-only decisions with the §18 row that differs, then takes every
// automatic step (a single legal card, a banned cheat, a resolution) up to the next real decision. LOS-8: blast victims
// behind solid terrain need the blast's sight.
import type { CardId } from '../../malifaux/cards';
import { sightOf } from '../turn/sight';
import type { DuelCommand1e } from '../commands';
import { Desk } from '../desk';
import { MALIFAUX_1E } from '../edition';
import type { DuelOut1e, EncounterEvent1e } from '../events';
import { check, violation } from '../rule-names';
import type { GameState1e } from '../state';
import { damageReductions, reduceWounds, usesSoulstones } from '../turn/model';
import {
  automaticFlipStep,
  chooseDamageCard,
  cheatDamage,
  declineDamageCheat,
  declinePrevention,
  flipDamageCards,
  flipPrevention,
  healingAmount,
  startDamageFromDuel,
} from './damage-flow';
import {
  automaticDuelStep,
  cheatDuel,
  chooseDuelCard,
  declareTrigger,
  declineDuelCheat,
  declineSoulstoneCard,
  nameRedJokerSuit,
  passTrigger,
  startDuel,
  useSoulstoneCard,
} from './duel-decisions';
import type { FlipTarget1e } from './duel-state';

const S6 = '§6 (seed 1681-1998)';
/** §4.7: blasts have Ht 3 (LOS-8 sees from that height). */
const BLAST_HT = 3;

function decideOne(state: GameState1e, command: DuelCommand1e, desk: Desk): EncounterEvent1e[] {
  const d = state.duel;
  const dueling = d.status === 'DUELING' ? d.duel : null;
  const flipping = d.status === 'FLIPPING' ? d.flip : null;
  const needDuel = () => {
    if (!dueling) throw violation('DU-S0', S6, 'no duel is in progress');
    return dueling;
  };
  const needFlip = () => {
    if (!flipping) throw violation('DMG-6', '§10.7', 'no damage flip is in progress');
    return flipping;
  };
  switch (command.type) {
    case 'StartDuel': {
      // With crews on the table, a duel starts from an action (its stats come from the cards), as in 2E.
      check(Object.keys(state.models).length === 0, 'AP-2', '§8 (seed 2141-2306)', 'with crews hired, a duel starts from an action (TakeAction)');
      // The cards the start flipped (the desk's events) come before the DuelStarted record.
      const started = startDuel(d, command.data, desk);
      return [...desk.events.splice(0), ...started];
    }
    case 'FlipDuelCards':
      if (dueling) throw violation('FM-1', S6, "a duel's cards are flipped when it starts: nothing to flip now");
      return flipDamageCards(needFlip(), command.data.by, desk);
    case 'ChooseActiveCard':
      return flipping ? chooseDamageCard(flipping, command.data.by, command.data.card) : chooseDuelCard(needDuel(), command.data.by, command.data.card);
    case 'NameRedJokerSuit':
      return nameRedJokerSuit(needDuel(), command.data.by, command.data.suit);
    case 'CheatFate':
      return flipping ? cheatDamage(flipping, command.data.by, command.data.card, desk, state.options) : cheatDuel(needDuel(), command.data.by, command.data.card, command.data.redJokerSuit, desk, state.options);
    case 'DeclineCheat':
      return flipping ? declineDamageCheat(flipping, command.data.by) : declineDuelCheat(needDuel(), command.data.by);
    case 'UseSoulstoneCard':
      return useSoulstoneCard(needDuel(), command.data.by, desk);
    case 'DeclineSoulstoneCard':
      return declineSoulstoneCard(needDuel(), command.data.by);
    case 'DeclareTrigger':
      return declareTrigger(needDuel(), command.data.by, command.data.trigger);
    case 'PassTrigger':
      return passTrigger(needDuel(), command.data.by);
    case 'StartDamageFromDuel': {
      check(d.status === 'DUEL_RESOLVED', 'CB-7', '§10.5', 'no resolved attack awaits its damage flip');
      const def = d.duel.sides.find((s) => s.role === 'DEFENDER');
      check(def !== undefined, 'CB-7', '§10.5', 'a simple duel deals no attack damage');
      const m = state.models[def.modelId];
      const target: FlipTarget1e = m
        ? { modelId: m.id, seat: m.seat, useSoulstone: usesSoulstones(m), wounds: m.wounds, maxWounds: m.stats.wd }
        : { modelId: def.modelId, seat: def.seat, useSoulstone: def.useSoulstone, wounds: def.wounds, maxWounds: def.maxWounds };
      return startDamageFromDuel(d, MALIFAUX_1E, target, command.data.fate ?? [], (cover) => (m ? damageReductions(m, cover) : { halve: false, armor: cover, object: 0 }));
    }
    case 'StartHealing': {
      // HE-2: one flip, no cheating, no soulstone; HE-1: never above the printed Wd.
      const h = command.data.healed;
      const m = state.models[h.modelId];
      const wounds = m ? m.wounds : h.wounds;
      const max = m ? m.stats.wd : h.maxWounds;
      check(wounds >= 1 && wounds <= max, 'HE-1', '§10.10 (seed 3110-3152)', 'a model in play has 1 to its printed Wd');
      let healed = 0;
      let cause = 'fixed healing';
      if (command.data.amount.kind === 'FIXED') healed = Math.min(max - wounds, Math.max(0, command.data.amount.amount));
      else {
        // A copy: the flipped cards are also the CardsFlipped event's.
        const cards: CardId[] = [...desk.flip(h.seat, 1, `heal:${h.modelId}`)];
        const [card] = cards;
        if (card === 'RJ' && state.options.rjHealPreventMode === 'EXTRA_FLIP') cards.push(...desk.flip(h.seat, 1, `heal:${h.modelId}:extra`));
        // FD-12: with nothing to flip, nothing is discarded (and no extra card is named).
        desk.discardFromPlay(h.seat, cards);
        healed = healingAmount(MALIFAUX_1E, card ?? null, max - wounds, cards[1] ?? null, state.options);
        cause = `healing flip ${card ?? 'none'}`;
      }
      return [...desk.events.splice(0), { type: 'ModelWoundsChanged', data: { modelId: h.modelId, wounds: wounds + healed, killed: false, cause: `${cause}: +${healed} (HE-1, HE-2)` } }];
    }
    case 'FlipPrevention':
      return flipPrevention(needFlip(), command.data.by, MALIFAUX_1E, desk, state.options);
    case 'DeclinePrevention':
      return declinePrevention(needFlip(), command.data.by);
    case 'ApplyBlastDamage': {
      check(d.status === 'FLIP_RESOLVED' && !d.result.blasted, 'BL-1', '§10.9 (seed 3083-3109)', 'blasts come from a resolved damage flip, once');
      check(d.result.blasts > 0, 'BL-1', '§10.9 (seed 3083-3109)', 'the severity dealt shows no blast');
      check(command.data.by === d.flip.seat, 'BL-1', '§10.9', 'the attacker places the blasts');
      const targets = command.data.targets.filter((t) => t.modelId !== d.flip.target.modelId);
      check(targets.length === command.data.targets.length, 'BL-2', '§10.9 (seed 3083-3109)', 'the original target is not hit again by its own blast');
      // LOS-8: a victim behind a solid element is hit only if the blast (Ht 3, §4.7) sees it, by the declared sight lines.
      for (const t of targets) {
        const sight = command.data.sight?.[t.modelId];
        if (sight === undefined) continue;
        const victim = state.models[t.modelId];
        check(victim !== undefined, 'LOS-8', '§4.7 (seed 1370-1420)', `${t.modelId} is not on the table: its Ht is unknown, so its sight lines can't be checked`);
        const r = sightOf(sight, BLAST_HT, victim.stats.ht);
        const why = r.seen
          ? // Stryker disable next-line StringLiteral: the message is shown only when the blast does not see the victim (r.seen false)
            ''
          : `: ${r.why} (${r.rule})`;
        check(r.seen, 'LOS-8', '§4.7 (seed 1375-1381)', `the blast can't see ${t.modelId}${why}`);
      }
      const out: DuelOut1e[] = [{ type: 'BlastDamageApplied', data: { targets: targets.map((t) => ({ modelId: t.modelId, damage: d.result.blastDamage })) } }];
      return out;
    }
    case 'DeclareSoulstones':
      throw violation('SS-4', '§6.3 (seed 1716-1843)', 'First Edition has no soulstone declaration before the flip: after cheating, use a soulstone for an extra card (duels/soulstone-card)');
    case 'Relent':
      throw violation('DU-O0', '§6.4 (seed 1845-1998)', 'First Edition has no relenting');
    // Stryker disable next-line BlockStatement: an exhaustive switch: a typed command never reaches default
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

/** The events of a duel decision (the automatic steps that follow are added by `settleDuel`). */
export function decideDuel1e(state: GameState1e, command: DuelCommand1e): EncounterEvent1e[] {
  return decideOne(state, command, new Desk(state));
}

/** Every automatic step (§6, §10) after `events`, up to the next real decision: whatever command started or moved the duel. */
export function settleDuel(state: GameState1e, events: readonly EncounterEvent1e[], evolve: (s: GameState1e, e: EncounterEvent1e) => GameState1e): EncounterEvent1e[] {
  const out: EncounterEvent1e[] = [];
  let s = events.reduce(evolve, state);
  // Stryker disable next-line UpdateOperator,EqualityOperator: every duel and flip settles in far fewer than 64 automatic steps, so the loop always ends by its break
  for (let guard = 0; guard < 64; guard++) {
    const desk = new Desk(s);
    const next = s.duel.status === 'DUELING' ? automaticDuelStep(s.duel.duel, desk, s.options) : s.duel.status === 'FLIPPING' ? automaticFlipStep(s.duel, MALIFAUX_1E, desk, s.options) : null;
    if (!next) break;
    out.push(...next);
    s = next.reduce(evolve, s);
  }
  return out;
}

/** Blast victims on the table take their wounds (BL-2); the others are recorded only. */
export function blastWounds(state: GameState1e, events: readonly EncounterEvent1e[]): EncounterEvent1e[] {
  const out: EncounterEvent1e[] = [];
  for (const e of events) {
    if (e.type !== 'BlastDamageApplied') continue;
    for (const t of e.data.targets) {
      const m = state.models[t.modelId];
      if (!m) continue;
      // §10.9 [AMBIGUOUS] blastVictimOwnDamageModifiers default: each victim's own reductions apply (§10.11).
      const taken = reduceWounds(t.damage, damageReductions(m, 0));
      const wounds = Math.max(0, m.wounds - taken);
      out.push({ type: 'ModelWoundsChanged', data: { modelId: m.id, wounds, killed: wounds === 0, cause: `blast (BL-2): ${t.damage} damage, ${taken} wounds` } });
    }
  }
  return out;
}
