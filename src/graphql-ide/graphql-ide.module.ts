import { Module } from '@nestjs/common';
import { GraphqlIdeController } from './graphql-ide.controller';

@Module({ controllers: [GraphqlIdeController] })
export class GraphqlIdeModule {}
