import { createContext, useContext } from 'react';
import type { ApiModel } from '@docs/platform-api/model';

/** The page's model, for components deep in a schema tree. */
export const ApiModelContext = createContext<ApiModel | null>(null);

export function useApiModel(): ApiModel {
  const model = useContext(ApiModelContext);
  if (!model) throw new Error('useApiModel: render inside <ApiModelContext value={model}>.');
  return model;
}
