import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** The signed-in user's profile (`me`, `updateProfile`); only the name can change (spec 001 §2 Profile). */
export interface UserProfile {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
  country_code: string | null;
}

const ME = graphql(`query Me { me { id email given_name family_name phone_number country_code } }`);
const UPDATE_PROFILE = graphql(`mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id email given_name family_name phone_number country_code }
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
export async function updateProfileName(name: string): Promise<UserProfile> {
  const data = await graphqlRequest(UPDATE_PROFILE, { input: { name } });
  return data.updateProfile;
}
