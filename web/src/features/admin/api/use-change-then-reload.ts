import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A console change: `send` it, then reload every query under `reload` (what it changed). */
export function useChangeThenReload<Args, Result>(
  send: (args: Args) => Promise<Result>,
  reload: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: reload }),
  });
}
