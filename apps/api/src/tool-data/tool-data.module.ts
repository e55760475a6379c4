import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ToolDataController } from './tool-data.controller';
import { ToolDataService } from './tool-data.service';

@Module({
  imports: [AuthModule],
  controllers: [ToolDataController],
  providers: [ToolDataService],
})
export class ToolDataModule {}
