import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';

/** The operator console's api (/api/admin/*): every route requires the operator role. */
@Module({
  imports: [AuthModule],
  controllers: [AdminAccountsController],
  providers: [AdminAccountsService],
})
export class AdminModule {}
