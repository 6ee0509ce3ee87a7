export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { configureApi, apiConfig, resetApiConfig, type ApiConfig } from './config';
export { calls, type CallId } from './calls';
export { fillPath, type CallSpec } from './call';
export { parseReply } from './reply';
export * from './storefront/catalogue';
