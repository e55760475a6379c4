import { useId, type Ref } from 'react';
import { invalidAria } from '@/components/form/form-alert';
import { SUB_ACCOUNT_ID_MAX_LENGTH } from './streamline-inputs';

/** 'Disable for specific sub accounts only', and the sub account's id when it is on. */
export function SubAccountScope({
  scoped,
  subAccountId,
  onScopedChange,
  onSubAccountIdChange,
  problem,
  idInput,
}: {
  scoped: boolean;
  subAccountId: string;
  onScopedChange: (scoped: boolean) => void;
  onSubAccountIdChange: (id: string) => void;
  problem: string | null;
  idInput: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [switchId, explainId, fieldId, hintId, problemId] = [
    'switch',
    'explain',
    'field',
    'hint',
    'problem',
  ].map((part) => `${id}-${part}`);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={scoped}
          onChange={(event) => onScopedChange(event.target.checked)}
          aria-describedby={explainId}
          className="mt-1 h-4 w-4 shrink-0 accent-green-700"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={switchId} className="font-medium text-slate-900">
            Disable for specific sub accounts only
          </label>
          <p id={explainId} className="text-sm text-slate-600">
            Hide these menu links in one sub account only; the others keep their full menu.
          </p>
        </div>
      </div>
      {scoped && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            Sub Account ID
          </label>
          <p id={hintId} className="text-sm break-words text-slate-600">
            It is in the sub account's address: …/v2/location/<strong>ID</strong>/dashboard
          </p>
          <input
            ref={idInput}
            id={fieldId}
            value={subAccountId}
            maxLength={SUB_ACCOUNT_ID_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            {...invalidAria(Boolean(problem), problemId, hintId)}
            onChange={(event) => onSubAccountIdChange(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2.5 font-mono text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 aria-invalid:border-red-600"
          />
          {problem && (
            <p id={problemId} className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
