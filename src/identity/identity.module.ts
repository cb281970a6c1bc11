import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityRepository } from './identity.repository';
import { IdentityService } from './identity.service';
import { Membership } from './membership.entity';
import { Team } from './team.entity';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Team, User, Membership])],
  providers: [IdentityRepository, IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
