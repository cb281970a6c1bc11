import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  type DatabaseDeadlines,
  dataSourceOptions,
  INDEX_WALKS,
  indexWalkDataSourceOptions,
} from './data-source-options';
import { joinAmbientTransactions } from './ambient-transaction';

function deadlinesOf(config: AppConfig): DatabaseDeadlines {
  return {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  };
}

/** Statements on the service's DataSource join an ambient transaction when one is open. */
@Injectable()
class AmbientTransactionsInstaller implements OnModuleInit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    joinAmbientTransactions(this.dataSource);
  }
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
  providers: [AmbientTransactionsInstaller],
})
export class DatabaseModule {}
