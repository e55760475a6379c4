/**
 * The agency modules' request bodies (apps/api/src/agency-modules). Their answers are
 * AgencyModule and AgencyModuleLibrary, the placement body VersionModulePlacement
 * (../agency-modules.ts).
 */
import type { AgencyModuleInput } from '../agency-modules';

/** POST /api/onboarding/modules: a title and exactly one category; versions to add it to. */
export interface CreateAgencyModuleRequest extends Omit<AgencyModuleInput, 'description'> {
  description?: string;
  /** Versions to add it to, at their end. */
  versionIds?: string[];
}

/** PATCH /api/onboarding/modules/:id: each field left out stays as it is. */
export type UpdateAgencyModuleRequest = Partial<AgencyModuleInput>;
