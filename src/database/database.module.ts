import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, {
          connectTimeoutMs: config.dbConnectTimeoutMs,
          statementTimeoutMs: config.dbStatementTimeoutMs,
        }),
        autoLoadEntities: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
