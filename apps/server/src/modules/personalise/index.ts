// Tables only so far (DESIGN §6); the service comes with the feature.
export * from './personalise.schema';
