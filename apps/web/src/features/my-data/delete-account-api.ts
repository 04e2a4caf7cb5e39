import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const DELETE_ACCOUNT = graphql(`mutation DeleteAccount($password: String!) {
  deleteAccount(password: $password) { success message }
}`);

/** Delete my account: the server checks the password, signs the account out everywhere and deletes it. */
export async function deleteAccount(password: string): Promise<string> {
  return (await graphqlRequest(DELETE_ACCOUNT, { password })).deleteAccount.message;
}
