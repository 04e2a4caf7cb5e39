import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { PLANS_QUERY_KEY } from '../plans';
import { cancelSubscription, MY_SUBSCRIPTION_QUERY_KEY } from './subscription-api';
import { formatDay, SUBSCRIPTION_MESSAGES } from './subscription-text';

/**
 * Cancel Subscription / Cancel Plan: turns auto-renew off after a confirmation; the plan lasts to the end
 * of the period already paid, and the message says until when.
 */
export function CancelPlanButton({
  label,
  planName,
  className,
}: {
  label: string;
  planName: string;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      setAsking(false);
      toast.success(SUBSCRIPTION_MESSAGES.cancelled(subscription.planName, formatDay(subscription.currentPeriodEnd)));
      void queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <Button danger className={className} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <Modal
        open={asking}
        title={`Cancel ${planName}?`}
        okText="Cancel subscription"
        okButtonProps={{ danger: true, loading: mutation.isPending }}
        cancelText="Keep my plan"
        onOk={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Your plan will not renew. You keep everything it includes until the end of the period you have already paid
          for.
        </p>
      </Modal>
    </>
  );
}
