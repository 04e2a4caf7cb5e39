import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const DELETE_ACCOUNT = graphql(`mutation DeleteAccount($password: String, $code: String) {
  deleteAccount(password: $password, code: $code) { success message }
}`);
const DELETION_CODE = graphql(`mutation RequestAccountDeletionCode {
  requestAccountDeletionCode { success message }
}`);

/** What confirms the deletion: the password, or the mailed code for an account that signs in with Google only. */
export type DeletionProof = { password: string } | { code: string };

/** Delete my account: the server checks the proof, signs the account out everywhere and deletes it. */
export async function deleteAccount(proof: DeletionProof): Promise<string> {
  return (await graphqlRequest(DELETE_ACCOUNT, proof)).deleteAccount.message;
}

/** Mails the code that confirms the deletion of an account without a password. */
export async function requestDeletionCode(): Promise<string> {
  return (await graphqlRequest(DELETION_CODE, {})).requestAccountDeletionCode.message;
}
