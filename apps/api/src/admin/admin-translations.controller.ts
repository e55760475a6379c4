import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  CatalogueTranslation,
  TranslationDraftJob,
  TranslationLibrary,
} from '@retainly/domain';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { TranslationDraftRequestDto, TranslationDto } from './admin-translations.dto';
import { AdminTranslationsService } from './admin-translations.service';
import { CostlyOperation } from './costly-operation';
import { TranslationDraftsService } from './translation-drafts.service';

/** The console's catalogue translations: edit, approve, remove, and AI drafts per language. */
@ApiTags('operators')
@Controller('api/admin/translations')
@RequiresOperator()
export class AdminTranslationsController {
  constructor(
    private readonly translations: AdminTranslationsService,
    private readonly drafts: TranslationDraftsService,
  ) {}

  @Get()
  library(): Promise<TranslationLibrary> {
    return this.translations.library();
  }

  /** Each run is a paid model call per 20 modules: a few a minute is plenty for a person. */
  @Post('drafts')
  @HttpCode(HttpStatus.ACCEPTED)
  @CostlyOperation(5)
  requestDrafts(
    @CurrentSession() { user }: ActiveSession,
    @Body() { language }: TranslationDraftRequestDto,
  ): Promise<TranslationDraftJob> {
    return this.drafts.request(user, language);
  }

  @Get('drafts/:id')
  draft(@Param('id', ParseUUIDPipe) id: string): Promise<TranslationDraftJob> {
    return this.drafts.status(id);
  }

  @Put(':categoryId/:moduleId/:language')
  save(
    @CurrentSession() { user }: ActiveSession,
    @Param('categoryId') categoryId: string,
    @Param('moduleId') moduleId: string,
    @Param('language') language: string,
    @Body() text: TranslationDto,
  ): Promise<CatalogueTranslation> {
    return this.translations.save(user, { categoryId, moduleId, language }, text);
  }

  @Post(':categoryId/:moduleId/:language/approve')
  @HttpCode(200)
  approve(
    @CurrentSession() { user }: ActiveSession,
    @Param('categoryId') categoryId: string,
    @Param('moduleId') moduleId: string,
    @Param('language') language: string,
  ): Promise<CatalogueTranslation> {
    return this.translations.approve(user, { categoryId, moduleId, language });
  }

  @Delete(':categoryId/:moduleId/:language')
  @HttpCode(204)
  remove(
    @CurrentSession() { user }: ActiveSession,
    @Param('categoryId') categoryId: string,
    @Param('moduleId') moduleId: string,
    @Param('language') language: string,
  ): Promise<void> {
    return this.translations.remove(user, { categoryId, moduleId, language });
  }
}
