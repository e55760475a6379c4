import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useToolData } from '@/features/tool-data/use-tool-data';
import {
  EMPTY_INPUTS,
  hasEnteredInputs,
  inputsFromSaved,
  type StreamlineInputs,
} from './streamline-inputs';

/**
 * The wizard's inputs, saved on the server as the user goes and restored on return. Only the
 * user's own changes are saved, so opening the tool never overwrites what was saved before.
 */
export function useStreamlineWizard() {
  const [inputs, setInputs] = useState<StreamlineInputs>(EMPTY_INPUTS);
  // False once the user has touched anything: saved inputs arriving late must not replace theirs.
  const mayRestore = useRef(true);
  const changedByUser = useRef(false);

  const { save, clear } = useToolData<StreamlineInputs>('streamline', {
    onRestored: (data) => {
      if (!mayRestore.current) return;
      mayRestore.current = false;
      const restored = inputsFromSaved(data);
      setInputs(restored);
      // The same message as the AI Marketing tool (spec §8), when something the user entered
      // came back: a workflow choice or a step alone is restored without it.
      if (hasEnteredInputs(restored)) toast.success('Your previous inputs have been restored!');
    },
  });
  // The latest save function, so only a change of the inputs (not of `save`) saves.
  const saveLatest = useRef(save);
  useEffect(() => {
    saveLatest.current = save;
  });
  useEffect(() => {
    if (changedByUser.current) saveLatest.current(inputs);
  }, [inputs]);

  const change = useCallback((next: (current: StreamlineInputs) => StreamlineInputs) => {
    mayRestore.current = false;
    changedByUser.current = true;
    setInputs(next);
  }, []);

  const reset = useCallback(() => {
    mayRestore.current = false;
    changedByUser.current = false;
    setInputs(EMPTY_INPUTS);
    clear();
  }, [clear]);

  return { inputs, change, reset };
}
