// The state of an encounter, typed per ruleset in both contracts (DESIGN.md "Several rulesets, one application layer"):
// a GraphQL union resolved on `ruleset`, and an OpenAPI oneOf with a discriminator on `ruleset`.
import { applyDecorators } from '@nestjs/common';
import { createUnionType, Field } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { EncounterViewModel } from './encounter-view.model';
import { MageWarsStateModel } from './mage-wars-state.model';
import { Malifaux1eStateModel } from './malifaux-1e-state.model';

export const EncounterStateUnion = createUnionType({
  name: 'EncounterState',
  description: 'The caller’s view of an encounter; the member is named by `ruleset`',
  types: () => [EncounterViewModel, Malifaux1eStateModel, MageWarsStateModel] as const,
  resolveType: (value: { ruleset?: string }) => (value.ruleset === 'mage-wars' ? MageWarsStateModel : value.ruleset === 'malifaux-1e' ? Malifaux1eStateModel : EncounterViewModel),
});

export type EncounterStateModel = EncounterViewModel | Malifaux1eStateModel | MageWarsStateModel;

/** Every ruleset's state model: the OpenAPI document lists them as components (a property-level oneOf alone does not). */
export const STATE_MODELS = [EncounterViewModel, Malifaux1eStateModel, MageWarsStateModel] as const;

/** A `state` property holding the view of any ruleset. */
export const EncounterStateField = (description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => EncounterStateUnion, description === undefined ? {} : { description }),
    ApiExtraModels(EncounterViewModel, Malifaux1eStateModel, MageWarsStateModel),
    ApiProperty({
      ...(description === undefined ? {} : { description }),
      oneOf: [{ $ref: getSchemaPath(EncounterViewModel) }, { $ref: getSchemaPath(Malifaux1eStateModel) }, { $ref: getSchemaPath(MageWarsStateModel) }],
      discriminator: {
        propertyName: 'ruleset',
        mapping: { 'malifaux-2e': getSchemaPath(EncounterViewModel), 'malifaux-1e': getSchemaPath(Malifaux1eStateModel), 'mage-wars': getSchemaPath(MageWarsStateModel) },
      },
    }),
  );
