/** A loader that runs once and shares its promise; `peek()` gives the value once it has arrived. Retried after a failure. */
export interface SharedLoader<T> {
  (): Promise<T>;
  peek(): T | undefined;
}

export function once<T>(load: () => Promise<T>): SharedLoader<T> {
  let promise: Promise<T> | null = null;
  let value: T | undefined;
  const shared = () => {
    promise ??= load().then(
      (loaded) => {
        value = loaded;
        return loaded;
      },
      (error: unknown) => {
        promise = null;
        throw error;
      },
    );
    return promise;
  };
  shared.peek = () => value;
  return shared;
}
