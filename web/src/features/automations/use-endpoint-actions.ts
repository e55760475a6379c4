import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { createEndpoint } from './api/create-endpoint';
import { deleteEndpoint } from './api/delete-endpoint';
import { reloadEndpoints } from './api/endpoints';
import { rotateEndpointSecret } from './api/rotate-endpoint-secret';
import { sendTestEvent } from './api/send-test-event';
import { updateEndpoint } from './api/update-endpoint';
import type { CreateEndpointRequest } from '@retainly/domain';

/** Every change to endpoints; each reloads the list when done. */
export function useEndpointActions({
  onSecret,
  onTestSent,
}: {
  /** A secret to show once (after creating or rotating). */
  onSecret: (secret: string) => void;
  onTestSent: (endpointId: string) => void;
}) {
  const queryClient = useQueryClient();
  const reload = () => reloadEndpoints(queryClient);

  const create = useMutation({
    mutationFn: createEndpoint,
    onSuccess: async ({ secret }) => {
      await reload();
      onSecret(secret);
      toast.success('Endpoint added');
    },
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<CreateEndpointRequest> }) =>
      updateEndpoint(id, input),
    onSuccess: async () => {
      await reload();
      toast.success('Endpoint saved');
    },
  });
  const enable = useMutation({
    mutationFn: (id: string) => updateEndpoint(id, { enabled: true }),
    onSuccess: async () => {
      await reload();
      toast.success('Endpoint re-enabled: deliveries start again');
    },
    onError: (error) => toast.error(errorMessage(error, 'The endpoint could not be re-enabled')),
  });
  const remove = useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: async () => {
      await reload();
      toast.success('Endpoint deleted');
    },
    onError: (error) => toast.error(errorMessage(error, 'The endpoint could not be deleted')),
  });
  const rotate = useMutation({
    mutationFn: rotateEndpointSecret,
    onSuccess: async ({ secret }) => {
      await reload();
      onSecret(secret);
    },
    onError: (error) => toast.error(errorMessage(error, 'The secret could not be rotated')),
  });
  const test = useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_, id) => {
      toast.success('Test event sent. Its delivery shows in the log below.');
      onTestSent(id);
    },
    onError: (error) => toast.error(errorMessage(error, 'The test event could not be sent')),
  });
  return { create, update, enable, remove, rotate, test };
}
