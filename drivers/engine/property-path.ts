/**
 * Property paths as `ignoreChanges` spells them: `description`, `settings.tier`, `tags[0]`,
 * `labels["team.name"]`. Wildcards (`*`) are not supported: the error says so.
 */
import { isObject, isSecret, makeSecret, type PropertyMap, type PropertyValue } from "./rpc-values";

export type PathElement = string | number;

export function parsePropertyPath(path: string): PathElement[] {
  const elements: PathElement[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`ignoreChanges path "${path}" is invalid at character ${i}: ${why}`);
  };
  while (i < path.length) {
    if (path[i] === "[") {
      const close = path.indexOf("]", i);
      if (close < 0) fail('"[" has no matching "]"');
      const inner = path.slice(i + 1, close);
      if (/^\d+$/.test(inner)) elements.push(Number(inner));
      else if (/^".*"$/.test(inner)) elements.push(inner.slice(1, -1));
      else fail('write an index as [0] or a key as ["key"]');
      i = close + 1;
      if (path[i] === ".") i++;
    } else {
      let j = i;
      while (j < path.length && path[j] !== "." && path[j] !== "[") j++;
      const name = path.slice(i, j);
      if (name === "") fail("empty member name");
      if (name === "*") fail("wildcards are not supported by the test engine: name each path");
      elements.push(name);
      i = path[j] === "." ? j + 1 : j;
    }
  }
  if (elements.length === 0) fail("the path is empty");
  return elements;
}

/**
 * Sets the value at `path` in `news` to the value in `olds`, or removes it from `news` when `olds` has
 * none. Returns false when the container of the last element is missing on either side (an added or
 * removed parent), leaving `news` unchanged. Worked out from `PropertyPath.Reset` as used by
 * `processIgnoreChanges` in the engine's step generator.
 */
export function resetPath(path: PathElement[], olds: PropertyMap, news: PropertyMap): boolean {
  const oldParent = containerAt(olds, path.slice(0, -1));
  const newParent = containerAt(news, path.slice(0, -1), true);
  if (oldParent === undefined || newParent === undefined) return false;
  const last = path[path.length - 1];
  const oldValue = (oldParent as Record<string | number, PropertyValue>)[last];
  if (Array.isArray(newParent)) {
    if (typeof last !== "number" || oldValue === undefined) return false;
    newParent[last] = oldValue;
  } else if (oldValue === undefined) {
    delete newParent[String(last)];
  } else {
    newParent[String(last)] = oldValue;
  }
  return true;
}

/** Applies each ignoreChanges path; returns a copy of `news` and the paths that could not be applied. */
export function processIgnoreChanges(
  news: PropertyMap,
  olds: PropertyMap,
  ignoreChanges: readonly string[],
): { inputs: PropertyMap; invalid: string[] } {
  const inputs = structuredClone(news);
  const invalid: string[] = [];
  for (const spec of ignoreChanges) {
    if (!resetPath(parsePropertyPath(spec), olds, inputs)) invalid.push(spec);
  }
  return { inputs, invalid };
}

/**
 * Walks to the container at `path`. With `unwrapForWrite`, a secret on the way is replaced by a wrapped
 * copy of its contents so a write lands inside it and the value stays secret.
 */
function containerAt(
  root: PropertyMap,
  path: PathElement[],
  unwrapForWrite = false,
): PropertyMap | PropertyValue[] | undefined {
  let current: PropertyValue = root;
  for (const element of path) {
    if (isSecret(current)) current = current.value;
    let next: PropertyValue | undefined;
    if (Array.isArray(current) && typeof element === "number") next = current[element];
    else if (isObject(current) && typeof element === "string") next = current[element];
    else return undefined;
    if (next === undefined) return undefined;
    if (unwrapForWrite && isSecret(next)) {
      const copy = makeSecret(structuredClone(next.value));
      (current as Record<string | number, PropertyValue>)[element] = copy;
      next = copy;
    }
    current = next;
  }
  if (isSecret(current)) current = current.value;
  return Array.isArray(current) || isObject(current) ? current : undefined;
}
