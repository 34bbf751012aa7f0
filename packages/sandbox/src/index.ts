export * from './defaults';
