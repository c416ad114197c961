// malifaux-2e §14 HO-5 Terrifying on the table (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1427-1437): HO-5, HO-4, AA-2
// The book resolves the Horror Duel in Action step 1, after the AP are spent. The table asks for it before the Action is
// declared: a model that fails gains Paralyzed during its own Activation and loses every AP (AP-8), so the outcome is the
// same, and an Action never has to wait half-declared for a duel. Decision written down in README ("The Turn on the table").
import { require_ } from '../../core/rule-violation';
import { terrifyingHorrorDuel } from '../duel/horror';
import type { GameState } from '../state';
import { normalName } from './conditions';
import { effectiveAbilities } from './crew';
import type { ModelState, TableState } from './table-state';

/** HO-5: refuses an Action that targets a Terrifying enemy before the acting model has passed its Horror Duel (HO-4). */
export function assertNoHorrorDue(state: GameState, t: TableState, m: ModelState, targets: readonly string[]): void {
  // AA-2: a model immune to Horror Duels makes none.
  // Stryker disable next-line ArrayDeclaration: a default list with any other name is as good as an empty one
  const immune = (m.def.immuneTo ?? []).map(normalName).includes('HORROR_DUELS');
  for (const id of new Set(targets)) {
    const src = t.models[id];
    if (src === undefined || src.status !== 'IN_PLAY') continue;
    for (const a of effectiveAbilities(src.def).filter((x) => x.keyword === 'TERRIFYING')) {
      const tn = terrifyingHorrorDuel({
        ability: { sourceModelId: id, sourceSeat: src.seat, characteristic: a.characteristic ?? null, tn: a.value ?? 0 },
        model: { modelId: m.def.id, seat: m.seat, characteristics: m.def.characteristics, immuneToHorrorDuels: immune },
        occasion: { kind: 'TARGETED_SOURCE_WITH_ACTION' },
        immunity: state.horror.immunity,
      });
      require_(tn === null, 'malifaux-2e/HO-5', '§14 (seed 1427-1437)', `${src.def.name} is Terrifying ${tn}: ${m.def.name} first passes a TN ${tn} Horror Duel against it (duels/horror, sourceModelId ${id})`);
    }
  }
}
