import {
  isValidSubAccountId,
  MENU_FEATURES,
  STREAMLINE_INPUT_LIMITS,
  STREAMLINE_MESSAGES,
  type STREAMLINE_STEPS,
  type STREAMLINE_WORKFLOWS,
  type StreamlineRules,
} from '@retainly/domain';

/** 'ai': the user describes the business and ticks what to KEEP; 'manual': ticks what to REMOVE. */
export type Workflow = (typeof STREAMLINE_WORKFLOWS)[number];
export type StreamlineStep = (typeof STREAMLINE_STEPS)[number];

/** Everything the user entered; saved per user (tool data 'streamline') and restored on return. */
export interface StreamlineInputs {
  workflow: Workflow | null;
  description: string;
  /** Feature ids: kept in the AI workflow, removed in the manual one. */
  selectedIds: string[];
  /** 'Disable for specific sub accounts only'. */
  scoped: boolean;
  subAccountId: string;
  step: StreamlineStep;
}

export const EMPTY_INPUTS: StreamlineInputs = {
  workflow: null,
  description: '',
  selectedIds: [],
  scoped: false,
  subAccountId: '',
  step: 'workflow',
};

export const DESCRIPTION_MAX_LENGTH = STREAMLINE_INPUT_LIMITS.description;
/** isValidSubAccountId's limit: the id becomes part of a class name in the generated code. */
export const SUB_ACCOUNT_ID_MAX_LENGTH = STREAMLINE_INPUT_LIMITS.subAccountId;
export const SUB_ACCOUNT_ID_CHARACTERS =
  'A Sub Account ID may only contain letters, numbers, hyphens (-) and underscores (_)';

/** Back: the manual workflow has no description step. */
export function previousStep({ step, workflow }: StreamlineInputs): StreamlineStep {
  if (step === 'output') return 'select';
  if (step === 'select' && workflow === 'ai') return 'describe';
  return 'workflow';
}

export type SelectionProblem = { field: 'features' | 'subAccount'; message: string };

/** Why 'Generate' cannot go on yet, or null. */
export function selectionProblem(inputs: StreamlineInputs): SelectionProblem | null {
  if (inputs.selectedIds.length === 0) {
    const message =
      inputs.workflow === 'ai' ? STREAMLINE_MESSAGES.includeOne : STREAMLINE_MESSAGES.removeOne;
    return { field: 'features', message };
  }
  if (!inputs.scoped) return null;
  const id = inputs.subAccountId.trim();
  if (!id) return { field: 'subAccount', message: STREAMLINE_MESSAGES.subAccountRequired };
  if (!isValidSubAccountId(id)) {
    return { field: 'subAccount', message: SUB_ACCOUNT_ID_CHARACTERS };
  }
  return null;
}

/** The features the generated code hides: the unticked ones (AI) or the ticked ones (manual). */
export function hiddenFeatures(inputs: StreamlineInputs) {
  const ticked = new Set(inputs.selectedIds);
  return MENU_FEATURES.filter((feature) =>
    inputs.workflow === 'ai' ? !ticked.has(feature.id) : ticked.has(feature.id),
  );
}

export function streamlineRules(inputs: StreamlineInputs): StreamlineRules {
  return {
    hiddenTabIds: hiddenFeatures(inputs).map((feature) => feature.tabId),
    subAccountId: inputs.scoped ? inputs.subAccountId.trim() : null,
  };
}

/**
 * Saved data comes back from the server as it was stored, possibly by an older version: keep
 * only what still makes sense, and never land on a step the inputs cannot reach.
 */
export function inputsFromSaved(data: unknown): StreamlineInputs {
  const saved = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.slice(0, max) : '';
  const workflow = saved.workflow === 'ai' || saved.workflow === 'manual' ? saved.workflow : null;
  // Catalogue order, without unknown or repeated ids.
  const savedIds: unknown[] = Array.isArray(saved.selectedIds) ? saved.selectedIds : [];
  const selectedIds = MENU_FEATURES.map((feature) => feature.id).filter((id) =>
    savedIds.includes(id),
  );
  const inputs: StreamlineInputs = {
    workflow,
    description: text(saved.description, DESCRIPTION_MAX_LENGTH),
    selectedIds,
    scoped: saved.scoped === true,
    subAccountId: text(saved.subAccountId, SUB_ACCOUNT_ID_MAX_LENGTH),
    step: 'workflow',
  };
  return { ...inputs, step: reachableStep(inputs, saved.step) };
}

/**
 * Whether saved inputs hold something the user entered: a description, ticked features or a
 * sub account scope. A workflow choice or a step alone is where the user was, not an input:
 * it is restored without 'Your previous inputs have been restored!'.
 */
export function hasEnteredInputs(inputs: StreamlineInputs): boolean {
  return (
    inputs.description.trim() !== '' ||
    inputs.selectedIds.length > 0 ||
    inputs.scoped ||
    inputs.subAccountId.trim() !== ''
  );
}

function reachableStep(inputs: StreamlineInputs, wanted: unknown): StreamlineStep {
  if (!inputs.workflow) return 'workflow';
  if (wanted === 'describe') return inputs.workflow === 'ai' ? 'describe' : 'select';
  if (wanted === 'select') return 'select';
  if (wanted === 'output') return selectionProblem(inputs) ? 'select' : 'output';
  return 'workflow';
}
