/** The API tokens screen: personal tokens for scripts and pipelines, made, listed and revoked. */
export { ApiTokensScreen } from './api-tokens-screen';
