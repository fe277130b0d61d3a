// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; this project runs on Node 20.
// Imported by the vitest configs, which run in the main process where the reporter lives.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value(items, key) {
      const map = new Map();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
  });
}
