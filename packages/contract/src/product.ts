/** The one place that spells the product's name and slug (DESIGN §1). */
export const PRODUCT = { name: 'Podloom', slug: 'podloom' } as const;

export const API_BASE = `/api/${PRODUCT.slug}/v1`;
export const GRAPHQL_PATH = `${API_BASE}/graphql`;
export const WELCOME_ROUTE = `/welcome-to-${PRODUCT.slug}-ai`;
/** Name of the persisted session store (spec 001 §3 "Stored auth state"). */
export const AUTH_STORAGE_KEY = 'auth-storage';
