import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** retainly_users' one owner in the api, for every module that changes an account. */
@Module({
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}
