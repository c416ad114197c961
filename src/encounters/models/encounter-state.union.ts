// The state of an encounter, typed per ruleset in both contracts (DESIGN.md "Several rulesets, one application layer"):
// a GraphQL union resolved on `ruleset`, and an OpenAPI oneOf with a discriminator on `ruleset`.
import { applyDecorators } from '@nestjs/common';
import { createUnionType, Field } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { EncounterViewModel } from './encounter-view.model';
import { Gg3StateModel } from './gg3-state.model';
import { MageWarsStateModel } from './mage-wars-state.model';
import { Malifaux1eStateModel } from './malifaux-1e-state.model';

/** One line per ruleset: the state model its views are served as. */
const STATE_MODEL_BY_RULESET: Readonly<Record<string, typeof EncounterViewModel | typeof Malifaux1eStateModel | typeof MageWarsStateModel | typeof Gg3StateModel>> = {
  'malifaux-2e': EncounterViewModel,
  'malifaux-1e': Malifaux1eStateModel,
  'mage-wars': MageWarsStateModel,
  'malifaux-3e-gg3': Gg3StateModel,
};

export const EncounterStateUnion = createUnionType({
  name: 'EncounterState',
  description: 'The caller’s view of an encounter; the member is named by `ruleset`',
  types: () => [EncounterViewModel, Malifaux1eStateModel, MageWarsStateModel, Gg3StateModel] as const,
  resolveType: (value: { ruleset?: string }) => STATE_MODEL_BY_RULESET[value.ruleset ?? 'malifaux-2e'] ?? EncounterViewModel,
});

export type EncounterStateModel = EncounterViewModel | Malifaux1eStateModel | MageWarsStateModel | Gg3StateModel;

/** Every ruleset's state model: the OpenAPI document lists them as components (a property-level oneOf alone does not). */
export const STATE_MODELS = [EncounterViewModel, Malifaux1eStateModel, MageWarsStateModel, Gg3StateModel] as const;

/** A `state` property holding the view of any ruleset. */
export const EncounterStateField = (description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => EncounterStateUnion, description === undefined ? {} : { description }),
    ApiExtraModels(...STATE_MODELS),
    ApiProperty({
      ...(description === undefined ? {} : { description }),
      oneOf: STATE_MODELS.map((m) => ({ $ref: getSchemaPath(m) })),
      discriminator: {
        propertyName: 'ruleset',
        mapping: Object.fromEntries(Object.entries(STATE_MODEL_BY_RULESET).map(([id, m]) => [id, getSchemaPath(m)])),
      },
    }),
  );
