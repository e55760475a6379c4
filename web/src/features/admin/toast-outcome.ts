import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/** A console action's mutate callbacks: a success toast, or the server's reason (else `failure`). */
export const toastOutcome = <T>(success: string | ((result: T) => string), failure: string) => ({
  onSuccess: (result: T) =>
    toast.success(typeof success === 'function' ? success(result) : success),
  onError: (error: unknown) => toast.error(errorMessage(error, failure)),
});
