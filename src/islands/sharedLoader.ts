/** A loader that runs once and shares its promise; retried after a failure. */
export type SharedLoader<T> = () => Promise<T>;

export function once<T>(load: () => Promise<T>): SharedLoader<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = null;
      throw error;
    });
    return promise;
  };
}
