import { useQuery } from '@tanstack/react-query';
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

const PROFILE_FIELDS = 'id email given_name family_name phone_number country_code';

const ME = `query Me { me { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) { ${PROFILE_FIELDS} }
}`;

export const PROFILE_QUERY_KEY = ['me'] as const;

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => (await graphqlRequest<{ me: UserProfile }>(ME, {}, 'Me')).me,
    enabled,
  });
}

/** The server splits the name at the first space into given and family name (spec 001 §4 Profile Save). */
export async function updateProfileName(name: string): Promise<UserProfile> {
  const data = await graphqlRequest<{ updateProfile: UserProfile }>(
    UPDATE_PROFILE,
    { input: { name } },
    'UpdateProfile',
  );
  return data.updateProfile;
}
