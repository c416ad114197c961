import { Module } from '@nestjs/common';
import { WebTableController } from './web-table.controller';

@Module({ controllers: [WebTableController] })
export class WebTableModule {}
