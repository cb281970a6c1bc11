import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  type DatabaseDeadlines,
  dataSourceOptions,
  INDEX_WALKS,
  indexWalkDataSourceOptions,
} from './data-source-options';

function deadlinesOf(config: AppConfig): DatabaseDeadlines {
  return {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  };
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, deadlinesOf(config)),
        autoLoadEntities: true,
      }),
    }),
    TypeOrmModule.forRootAsync({
      name: INDEX_WALKS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        indexWalkDataSourceOptions(config.databaseUrl, deadlinesOf(config)),
    }),
  ],
})
export class DatabaseModule {}
