import { createContext, useContext } from 'react';
import type { SchemaData } from '../../plugins/api-reference/page-data';

/** The schemas a tree reads, for components deep in it. */
export const ApiModelContext = createContext<SchemaData | null>(null);

export function useApiModel(): SchemaData {
  const model = useContext(ApiModelContext);
  if (!model) throw new Error('useApiModel: render inside <ApiModelContext value={model}>.');
  return model;
}
