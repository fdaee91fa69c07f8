import { useCallback } from 'react';
import { graphql, type UseMutationConfig, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useTerminateRechargeContractMutation } from '../../../__generated__/useTerminateRechargeContractMutation.graphql.ts';

type TerminateConfig = Omit<UseMutationConfig<useTerminateRechargeContractMutation>, 'variables' | 'updater'>;

/** The contract has no id of its own: the one answered replaces the viewer's in the store. */
function linkTerminatedContract(store: RecordSourceSelectorProxy<useTerminateRechargeContractMutation['response']>): void {
  const contract = store.getRootField('terminateRechargeContract')?.getLinkedRecord('contract');
  const center = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('rechargeCenter');
  if (contract && center) center.setLinkedRecord(contract, 'contract');
}

/**
 * 解约: the contract comes back terminated (a signed one; one still signing is abandoned) and is
 * linked into the viewer's recharge center, so the section offers to sign again at once.
 */
export function useTerminateRechargeContract() {
  const [commit, inFlight] = useMutation<useTerminateRechargeContractMutation>(graphql`
    mutation useTerminateRechargeContractMutation {
      terminateRechargeContract {
        __typename
        ... on TerminateRechargeContractPayload {
          contract {
            status
            companyName
            creditCode
            ...RechargeContractInfo_contract
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const terminate = useCallback((config: TerminateConfig = {}) => commit({ ...config, variables: {}, updater: linkTerminatedContract }), [commit]);
  return [terminate, inFlight] as const;
}
