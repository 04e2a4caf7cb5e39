import type { CompanyDetailsPayload } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** The signed-in user's profile (`me`, `updateProfile`): the name and company details change, e-mail and phone do not. */
export interface UserProfile {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
  country_code: string | null;
  accountType?: string | null;
  companyName?: string | null;
  designation?: string | null;
  country?: string | null;
  state?: string | null;
}

const ME = graphql(`query Me {
  me { id email given_name family_name phone_number country_code accountType companyName designation country state }
}`);
const UPDATE_PROFILE = graphql(`mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id email given_name family_name phone_number country_code accountType companyName designation country state
  }
}`);

export const PROFILE_QUERY_KEY = ['me'] as const;

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async (): Promise<UserProfile> => (await graphqlRequest(ME, {})).me,
    enabled,
  });
}

/** The server splits the name at the first space into given and family name (spec 001 §4 Profile Save). */
export async function updateProfileName(name: string, company?: CompanyDetailsPayload): Promise<UserProfile> {
  const data = await graphqlRequest(UPDATE_PROFILE, { input: company ? { name, company } : { name } });
  return data.updateProfile;
}
