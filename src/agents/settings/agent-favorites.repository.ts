import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AgentFavorite } from '../entities/agent-favorite.entity';

export type FavoriteKey = Pick<AgentFavorite, 'teamId' | 'agentId' | 'userId'>;

/** The one door to the `agent_favorites` table. */
@Injectable()
export class AgentFavoritesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async exists(key: FavoriteKey): Promise<boolean> {
    return this.dataSource.getRepository(AgentFavorite).exists({ where: key });
  }

  /** Adding twice is a no-op. */
  async add(key: FavoriteKey): Promise<void> {
    await this.dataSource
      .getRepository(AgentFavorite)
      .createQueryBuilder()
      .insert()
      .values(key)
      .orIgnore()
      .execute();
  }

  async remove(key: FavoriteKey): Promise<void> {
    await this.dataSource.getRepository(AgentFavorite).delete(key);
  }
}
