import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/**
 * A console action's mutate callbacks: a success toast (then `afterSuccess`, such as closing a
 * dialog), or the server's reason (else `failure`).
 */
export const toastOutcome = <T>(
  success: string | ((result: T) => string),
  failure: string,
  afterSuccess?: (result: T) => void,
) => ({
  onSuccess: (result: T) => {
    toast.success(typeof success === 'function' ? success(result) : success);
    afterSuccess?.(result);
  },
  onError: (error: unknown) => toast.error(errorMessage(error, failure)),
});
