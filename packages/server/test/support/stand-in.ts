/** An object that forwards every read to `current()`, methods bound to it. */
export function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
