/**
 * A model with more operations than the definition has, for measuring the page at a size the
 * definition has not reached yet: the real operations repeated, in order, under new names
 * (`create_wallet_2`), each in its original's tag. Used by the `syntheticOperations` option of
 * scratch builds only; never by the site's own configuration.
 */
import type { ApiModel, ApiOperation } from '@docs/platform-api/model';

export function withSyntheticOperations(model: ApiModel, count: number): ApiModel {
  const real = model.operations;
  if (count <= real.length || real.length === 0) return model;
  const copies: ApiOperation[] = [];
  for (let index = 0; real.length + copies.length < count; index += 1) {
    const original = real[index % real.length] as ApiOperation;
    const round = Math.floor(index / real.length) + 2;
    const name = `${original.name}_${round}`;
    copies.push({ ...original, name, path: original.path.replace(/[^/]+$/, name) });
  }
  return {
    ...model,
    operations: [...real, ...copies],
    tags: model.tags.map((tag) => ({
      ...tag,
      operations: [
        ...tag.operations,
        ...copies.filter((copy) => copy.tag === tag.name).map((copy) => copy.name),
      ],
    })),
  };
}
