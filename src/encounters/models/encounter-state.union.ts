// The state of an encounter, typed per ruleset in both contracts (DESIGN.md "Several rulesets, one application layer"):
// a GraphQL union resolved on `ruleset`, and an OpenAPI oneOf with a discriminator on `ruleset`.
import { applyDecorators } from '@nestjs/common';
import { createUnionType, Field } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { EncounterViewModel } from './encounter-view.model';
import { Gg3StateModel } from './gg3-state.model';
import { MageWarsStateModel } from './mage-wars-state.model';

export const EncounterStateUnion = createUnionType({
  name: 'EncounterState',
  description: 'The caller’s view of an encounter; the member is named by `ruleset`',
  types: () => [EncounterViewModel, MageWarsStateModel, Gg3StateModel] as const,
  resolveType: (value: { ruleset?: string }) => (value.ruleset === 'mage-wars' ? MageWarsStateModel : value.ruleset === 'malifaux-3e-gg3' ? Gg3StateModel : EncounterViewModel),
});

export type EncounterStateModel = EncounterViewModel | MageWarsStateModel | Gg3StateModel;

/** Every ruleset's state model: the OpenAPI document lists them as components (a property-level oneOf alone does not). */
export const STATE_MODELS = [EncounterViewModel, MageWarsStateModel, Gg3StateModel] as const;

/** A `state` property holding the view of any ruleset. */
export const EncounterStateField = (description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => EncounterStateUnion, description === undefined ? {} : { description }),
    ApiExtraModels(EncounterViewModel, MageWarsStateModel, Gg3StateModel),
    ApiProperty({
      ...(description === undefined ? {} : { description }),
      oneOf: [{ $ref: getSchemaPath(EncounterViewModel) }, { $ref: getSchemaPath(MageWarsStateModel) }, { $ref: getSchemaPath(Gg3StateModel) }],
      discriminator: {
        propertyName: 'ruleset',
        mapping: { 'malifaux-2e': getSchemaPath(EncounterViewModel), 'mage-wars': getSchemaPath(MageWarsStateModel), 'malifaux-3e-gg3': getSchemaPath(Gg3StateModel) },
      },
    }),
  );
