import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityService } from './identity.service';
import { Membership } from './membership.entity';
import { Team } from './team.entity';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Team, User, Membership])],
  providers: [IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
